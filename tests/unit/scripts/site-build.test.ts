import { expect, test } from 'vitest'
import { sha256Source } from '#src/lib/csp.ts'
import { fitCspMeta, moveIslandStyleToHead, serverOnly } from '../../../scripts/site-build.ts'

const script = 'console.log(1)'
const style = 'a{color:red}'
const hash = (text: string) => `'${sha256Source(text)}'`
const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hash(script)} ${hash('unused()')}; style-src 'self' ${hash(style)} ${hash('b{}')};">`

test('the CSP meta moves first in <head>, keeping only the hashes of the inline code the page has', () => {
  const html = `<html><head><meta charset="utf-8"><title>t</title><style>${style}</style>${policy}</head><body><script>${script}</script><script src="/a.js"></script></body></html>`
  const fitted = fitCspMeta(html, 'page.html')
  const expected = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${hash(script)}; style-src 'self' ${hash(style)};">`
  expect(fitted).toBe(
    `<html><head><meta charset="utf-8">${expected}<title>t</title><style>${style}</style></head><body><script>${script}</script><script src="/a.js"></script></body></html>`,
  )
})

test('a page without the CSP meta fails the build, naming the file', () => {
  expect(() => fitCspMeta('<html><head><meta charset="utf-8"></head></html>', 'blogs.html')).toThrow(
    'site-build: blogs.html has no CSP meta tag',
  )
})

test("the islands' style rule moves from <body> into <head>; a page without islands is left as it is (withastro/astro#13832)", () => {
  const rule = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'
  expect(moveIslandStyleToHead(`<head><title>t</title></head><body>${rule}<astro-island></astro-island></body>`)).toBe(
    `<head><title>t</title>${rule}</head><body><astro-island></astro-island></body>`,
  )
  const plain = '<head><title>t</title></head><body><p>text</p></body>'
  expect(moveIslandStyleToHead(plain)).toBe(plain)
})

test('a browser bundle that imports a *.server.ts module fails the build; the server build may import it', async () => {
  const plugin = serverOnly()
  const resolveId = plugin.resolveId as (this: unknown, source: string, importer?: string) => Promise<null>
  const context = (name: string) => ({
    environment: { name },
    error: (message: string) => {
      throw new Error(message)
    },
  })
  await expect(
    resolveId.call(context('client'), '../lib/markdown.server.ts', 'src/components/blog/blog-search.tsx'),
  ).rejects.toThrow(
    '../lib/markdown.server.ts is build-time code (*.server.ts) but src/components/blog/blog-search.tsx ships it to the browser',
  )
  await expect(resolveId.call(context('client'), '../lib/dates.ts', 'src/components/blog/blog-search.tsx')).resolves.toBeNull()
  await expect(resolveId.call(context('ssr'), '../lib/markdown.server.ts', 'src/pages/blogs/[id].astro')).resolves.toBeNull()
})
