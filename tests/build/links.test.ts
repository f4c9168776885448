import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fromHtml } from 'hast-util-from-html'
import { selectAll } from 'hast-util-select'
import type { Element } from 'hast'
import { expect, test } from 'vitest'
import { buildDir, builtHtmlFiles, fileForUrlPath } from './build-output.ts'

const exists = (file: string) => existsSync(join(buildDir, file)) && statSync(join(buildDir, file)).isFile()
const idsByFile = new Map<string, Set<string>>()

function parse(file: string) {
  return fromHtml(readFileSync(join(buildDir, file), 'utf8'))
}

function idsOf(file: string): Set<string> {
  let ids = idsByFile.get(file)
  if (!ids) {
    ids = new Set(selectAll('[id]', parse(file)).map((element) => String(element.properties.id)))
    idsByFile.set(file, ids)
  }
  return ids
}

/** Every site-relative URL an element points at: href, src and each srcset candidate. */
function urlsOf(element: Element): Array<string> {
  const { href, src, srcSet } = element.properties
  const urls = [href, src].filter((value): value is string => typeof value === 'string')
  const srcset = Array.isArray(srcSet) ? srcSet.join(',') : typeof srcSet === 'string' ? srcSet : ''
  for (const candidate of srcset.split(',')) {
    const url = candidate.trim().split(/\s+/)[0]
    if (url) urls.push(url)
  }
  return urls
}

test('every internal href, src and srcset in the built HTML resolves, and every #anchor exists', () => {
  const broken: Array<string> = []
  let checked = 0
  for (const file of builtHtmlFiles()) {
    const tree = parse(file)
    for (const element of selectAll('[href], [src], [srcset], [srcSet]', tree)) {
      if (element.tagName === 'link' && element.properties.rel?.toString().includes('canonical')) continue
      for (const url of urlsOf(element)) {
        if (/^(https?:|mailto:|tel:|data:)/.test(url) || url.startsWith('//')) continue
        checked++
        const [pathPart, anchor] = url.split('#') as [string, string | undefined]
        const target = pathPart === '' ? file : fileForUrlPath(pathPart, exists)
        if (!target) {
          broken.push(`${file}: ${url} (no such page or file)`)
          continue
        }
        if (anchor && target.endsWith('.html') && !idsOf(target).has(decodeURIComponent(anchor))) broken.push(`${file}: ${url} (no element with id "${anchor}")`)
      }
    }
  }
  expect(checked).toBeGreaterThan(500)
  expect(broken).toEqual([])
})
