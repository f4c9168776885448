import type { Element, Root } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildDir, builtPages, HERO_PATHS, PICTURE } from './built-pages.ts'
import { differenceHash, markupOf } from './raster.ts'

/**
 * Issue 47: each page's picture tells it apart (DESIGN.md §4, §8). The first picture of every service, industry and
 * article page, and every card on the blog, is rasterised as a visitor's browser would paint it (the site's colour
 * tokens in place of its classes) and reduced to a 256-bit difference hash; different compositions sit near 128 bits
 * apart, one composition with other words near 0. A drawn picture's text is never cut short and never its page's h1.
 */
const pages = builtPages()
const heroPaths = HERO_PATHS
const CLOSEST = 48
const MEDIAN = 96

const distance = (a: Array<boolean>, b: Array<boolean>) => a.filter((bit, index) => bit !== b[index]).length

type Pair = { a: string; b: string; bits: number }

async function pairsOf(pictures: Array<{ name: string; markup: string }>): Promise<Array<Pair>> {
  const hashes = await Promise.all(pictures.map(async (picture) => ({ ...picture, hash: await differenceHash(picture.markup) })))
  const pairs: Array<Pair> = []
  for (const [index, first] of hashes.entries())
    for (const second of hashes.slice(index + 1))
      pairs.push({ a: first.name, b: second.name, bits: distance(first.hash, second.hash) })
  return pairs.sort((x, y) => x.bits - y.bits)
}

function report(title: string, pairs: Array<Pair>) {
  const median = pairs[Math.floor(pairs.length / 2)]!.bits
  console.info(
    `${title}: ${pairs.length} pairs, median ${median} bits, closest:\n${pairs
      .slice(0, 6)
      .map((pair) => `  ${pair.bits} ${pair.a} ~ ${pair.b}`)
      .join('\n')}`,
  )
  return { closest: pairs[0]!.bits, median }
}

function heroOf(tree: Root): { heading: string; picture: Element | undefined } {
  const hero = select('main section:has(h1), main article:has(h1)', tree)
  return { heading: toString(select('h1', tree)!), picture: hero && select(PICTURE, hero) }
}

const heroes = heroPaths.map((path) => {
  const page = pages.find((candidate) => candidate.path === path)!
  return { path, html: page.html, ...heroOf(page.tree) }
})
const blog = pages.find((page) => page.path === '/blogs')!
const cards = selectAll('main li > article', blog.tree).map((card) => ({
  title: toString(select('h3', card)!),
  picture: select(PICTURE, card),
}))

test('every hero and every blog card is a drawing', () => {
  expect(heroes.filter((hero) => hero.picture?.tagName !== 'svg').map((hero) => hero.path)).toEqual([])
  expect(cards).toHaveLength(19)
  expect(cards.filter((card) => card.picture?.tagName !== 'svg').map((card) => card.title)).toEqual([])
})

test(`the heroes of the service, industry and article pages differ: closest pair ≥ ${CLOSEST} bits, median ≥ ${MEDIAN}`, async () => {
  const pairs = await pairsOf(heroes.map((hero) => ({ name: hero.path, markup: markupOf(hero.html, hero.picture!) })))
  const { closest, median } = report('heroes', pairs)
  expect(closest).toBeGreaterThanOrEqual(CLOSEST)
  expect(median).toBeGreaterThanOrEqual(MEDIAN)
})

test(`the blog's cards differ: closest pair ≥ ${CLOSEST} bits, median ≥ ${MEDIAN}`, async () => {
  const pairs = await pairsOf(cards.map((card) => ({ name: card.title, markup: markupOf(blog.html, card.picture!) })))
  const { closest, median } = report('blog cards', pairs)
  expect(closest).toBeGreaterThanOrEqual(CLOSEST)
  expect(median).toBeGreaterThanOrEqual(MEDIAN)
})

const drawnLines = (svg: Element) =>
  selectAll('text, tspan', svg)
    .filter((node) => node.children.every((child) => child.type === 'text'))
    .map((node) => toString(node).trim())
    .filter(Boolean)

test('no drawn word is cut short with "…" and no picture repeats its page\'s h1', () => {
  const pictures = [
    ...heroes.map((hero) => ({ where: hero.path, heading: hero.heading, svg: hero.picture! })),
    ...cards.map((card) => ({ where: `/blogs card "${card.title}"`, heading: card.title, svg: card.picture! })),
  ]
  const cut = pictures.flatMap(({ where, svg }) =>
    drawnLines(svg)
      .filter((line) => /…|\.\.\.$/.test(line))
      .map((line) => `${where}: ${line}`),
  )
  expect(cut).toEqual([])
  const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()
  const repeated = pictures.filter(
    ({ heading, svg }) =>
      flat(toString(svg)).includes(flat(heading)) || flat(String(svg.properties.ariaLabel)).includes(flat(heading)),
  )
  expect(repeated.map((picture) => picture.where)).toEqual([])
})

test('every picture says what it shows in its own words', () => {
  const labels = heroes.map((hero) => String(hero.picture!.properties.ariaLabel ?? ''))
  expect(labels.filter((label) => label.length < 40)).toEqual([])
  expect(new Set(labels).size).toBe(labels.length)
  const cardLabels = cards.map((card) => String(card.picture!.properties.ariaLabel ?? ''))
  expect(cardLabels.filter((label) => label.length < 24)).toEqual([])
  expect(new Set(cardLabels).size).toBe(cardLabels.length)
})

test("every colour a drawing names is a class the site's stylesheet defines", () => {
  // Tailwind writes a rule only for a class it finds written out in the source; a class built at run time has none.
  const stylesheet = String(select('link[rel="stylesheet"]', blog.tree)!.properties.href)
  const css = readFileSync(join(buildDir, stylesheet), 'utf8')
  const pictures = [...heroes.map((hero) => hero.picture!), ...cards.map((card) => card.picture!)]
  const used = new Set(
    pictures.flatMap((svg) =>
      selectAll('*', svg).flatMap((node) =>
        (Array.isArray(node.properties.className) ? node.properties.className.map(String) : []).filter((name) =>
          /^(fill|stroke|text)-/.test(name),
        ),
      ),
    ),
  )
  expect(used.size).toBeGreaterThan(10)
  expect([...used].filter((name) => !css.includes(`.${name}{`))).toEqual([])
})
