import { existsSync, readdirSync, readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import type { Element } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import sharp from 'sharp'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchedPages } from '../fixtures/content.ts'
import { FIXTURE_PHOTO, FIXTURE_STOCK_PHOTO, fixturePhoto } from '../fixtures/pictures.ts'
import { launchedSite } from '../fixtures/site.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { createStaticServer } from '../../server/static-server.ts'
import { builtPages } from './built-pages.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'

/**
 * Issue 27: the owner's pictures in the launched build (tests/build/launch-build.ts, tests/fixtures/pictures.ts). The
 * sales page's uploaded 2400×1600 photo is served as AVIF and WebP at the layout's widths, with its size, loaded first
 * as the page's largest paint, and shared as its social card; an article's stock photo keeps its address and size.
 */
const launch = { dir: SPEC_BUILD.launched }
const pages = builtPages(launch.dir, launchedPages)
const sales = pages.find((page) => page.path === `/services/${FIXTURE_PHOTO.service}`)!
const hero = select('main section:has(h1)', sales.tree)!
const attribute = (element: Element | undefined, name: string) => String(element?.properties[name] ?? '')

/** A srcset's files with their widths, read from the launched build. */
function candidates(srcset: string): Array<{ file: string; width: number; bytes: Buffer }> {
  return srcset.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ')
    return { file: url!, width: Number.parseInt(descriptor!, 10), bytes: readFileSync(join(launch.dir, url!)) }
  })
}

test('the uploaded photo is the hero picture, in AVIF and WebP at 400 to 1600 pixels wide, with its size and alt text', async () => {
  const avif = select('picture > source[type="image/avif"]', hero)
  const image = select('picture > img', hero)!
  expect(select('svg[role="img"]', hero)).toBeUndefined()
  expect(attribute(image, 'alt')).toBe(FIXTURE_PHOTO.alt)
  // A 4:3 frame at the largest width written: the photo is cropped to the frame, so the page never shifts.
  expect([attribute(image, 'width'), attribute(image, 'height')]).toEqual(['1600', '1200'])
  for (const [srcset, format] of [
    [attribute(avif, 'srcSet'), { format: 'heif', compression: 'av1' }],
    [attribute(image, 'srcSet'), { format: 'webp' }],
  ] as const) {
    const files = candidates(srcset)
    expect(files.map((file) => file.width)).toEqual([400, 800, 1200, 1600])
    for (const { file, bytes, width } of files) {
      expect(await sharp(bytes).metadata(), file).toMatchObject({ ...format, width, height: (width * 3) / 4 })
    }
  }
  expect(attribute(image, 'src')).toBe(candidates(attribute(image, 'srcSet')).at(-1)!.file)
})

test('the hero photo loads first: eager, high priority and preloaded with the same candidates', () => {
  const image = select('picture > img', hero)!
  expect([attribute(image, 'loading'), attribute(image, 'fetchPriority')]).toEqual(['eager', 'high'])
  const preload = select('head link[rel="preload"][as="image"]', sales.tree)
  expect(attribute(preload, 'imageSrcSet')).toBe(attribute(select('picture > source', hero), 'srcSet'))
  expect(attribute(preload, 'imageSizes')).toBe(attribute(image, 'sizes'))
  expect(attribute(preload, 'fetchPriority')).toBe('high')
})

test('the upload is published only as the sizes the page uses, not as the original file', () => {
  const stem = FIXTURE_PHOTO.file.replace(/\.jpg$/, '')
  const published = readdirSync(join(launch.dir, 'assets')).filter((file) => file.startsWith(`${stem}.`))
  expect(published.length).toBe(8)
  expect(published.filter((file) => !/\.(avif|webp)$/.test(file))).toEqual([])
})

test("the sales page's social card is its photo, cropped to 1200×630; pages without an upload keep their drawn card", async () => {
  const card = `${launchedSite.url}/generated/social/services/${FIXTURE_PHOTO.service}.jpg`
  const meta = (name: string) => attribute(select(`meta[property="${name}"]`, sales.tree), 'content')
  expect([meta('og:image'), meta('og:image:type')]).toEqual([card, 'image/jpeg'])
  const service = selectAll('script[type="application/ld+json"]', sales.tree)
    .map((script) => JSON.parse(toString(script)))
    .find((data) => data['@type'] === 'Service')
  expect(service.image).toBe(card)
  const file = readFileSync(join(launch.dir, 'generated', 'social', 'services', `${FIXTURE_PHOTO.service}.jpg`))
  expect(await sharp(file).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
  // The card's pixels are the photo's: compared with the photo cropped the same way, at a size where JPEG noise vanishes.
  const thumb = async (input: Buffer) => {
    const card = await sharp(input).resize(1200, 630, { fit: 'cover' }).toBuffer()
    return sharp(card).resize(24, 12, { fit: 'fill' }).removeAlpha().raw().toBuffer()
  }
  const [expected, actual] = await Promise.all([thumb(await fixturePhoto()), thumb(file)])
  const difference = expected.reduce((sum, value, index) => sum + Math.abs(value - actual[index]!), 0) / expected.length
  expect(difference).toBeLessThan(4)
  const other = pages.find((page) => page.path === '/services/marketing')!
  expect(attribute(select('meta[property="og:image"]', other.tree), 'content')).toMatch(/\/services\/marketing\.png$/)
  expect(existsSync(join(launch.dir, 'generated', 'social', 'services', `${FIXTURE_PHOTO.service}.png`))).toBe(false)
})

test('a stock photo by its https address is the cover as written, with its size, and the image policy allows its host', () => {
  const article = pages.find((page) => page.path === `/blogs/${FIXTURE_STOCK_PHOTO.post}`)!
  const image = select('main article:has(h1) img', article.tree)!
  expect(['src', 'width', 'height', 'alt', 'loading'].map((name) => attribute(image, name))).toEqual([
    FIXTURE_STOCK_PHOTO.src,
    String(FIXTURE_STOCK_PHOTO.width),
    String(FIXTURE_STOCK_PHOTO.height),
    FIXTURE_STOCK_PHOTO.alt,
    'eager',
  ])
  const policy = attribute(select('meta[http-equiv="content-security-policy"]', article.tree), 'content')
  expect(policy).toMatch(new RegExp(`img-src 'self' data: ${new URL(FIXTURE_STOCK_PHOTO.src).origin};`))
  const blog = pages.find((page) => page.path === '/blogs')!
  const card = selectAll('main li > article', blog.tree).find((candidate) =>
    select(`img[src="${FIXTURE_STOCK_PHOTO.src}"]`, candidate),
  )
  expect(attribute(select('img', card), 'loading')).toBe('lazy')
})

// Only a browser knows the largest paint: the photo must be it, at a desktop's width and a phone's.
let server: ReturnType<typeof createStaticServer>
let origin = ''
beforeAll(async () => {
  server = createStaticServer(launch.dir, { log: null })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((done) => server.close(done))
})

test.each([
  [1280, 800],
  [390, 844],
])('at %i×%i the largest paint of the sales page is its hero photo', async (width, height) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
  try {
    const page = await browser.newPage({ viewport: { width, height } })
    await page.goto(`${origin}/services/${FIXTURE_PHOTO.service}`, { waitUntil: 'load' })
    // Loaded is not yet painted, and the browser reports a paint some frames later: poll the latest largest paint.
    const largest = () =>
      page.evaluate(
        () =>
          new Promise<{ tag: string; alt: string; url: string }>((resolve) => {
            const observer = new PerformanceObserver((list) => {
              const entry = list.getEntries().at(-1) as PerformanceEntry & { element: HTMLImageElement | null; url: string }
              observer.disconnect()
              resolve({ tag: entry.element?.tagName ?? '', alt: entry.element?.alt ?? '', url: entry.url })
            })
            observer.observe({ type: 'largest-contentful-paint', buffered: true })
          }),
      )
    await expect
      .poll(largest, { timeout: 10_000 })
      .toMatchObject({ tag: 'IMG', alt: FIXTURE_PHOTO.alt, url: expect.stringMatching(/\.avif$/) })
  } finally {
    await browser.close()
  }
})
