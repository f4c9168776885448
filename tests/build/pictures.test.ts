import type { Element, Root } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { launchedPages } from '../fixtures/content.ts'
import { SPEC_BUILD } from '../support/fixture-build.ts'
import { builtPages, HERO_PATHS, PICTURE, type BuiltPage } from './built-pages.ts'

/**
 * Issue 27: a page's picture shows its subject, not its heading (DESIGN.md §4). Every service, industry and article
 * page holds a picture in its hero whose description and drawn text never repeat the page's h1, no two pages share one,
 * and every blog card shows a picture with a description.
 */
const pages = builtPages()
const heroPaths = HERO_PATHS

const flat = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase()

/** What a picture says: an image's alt text, or a drawing's label and the text drawn in it. */
function wordsOf(picture: Element): { label: string; drawn: string } {
  if (picture.tagName === 'img') return { label: String(picture.properties.alt ?? ''), drawn: '' }
  return { label: String(picture.properties.ariaLabel ?? ''), drawn: toString(picture) }
}

/** The first picture of the section or article that holds the page's h1: its hero. */
function heroOf(tree: Root): { heading: string; picture: Element | undefined } {
  const hero = select('main section:has(h1), main article:has(h1)', tree)
  return { heading: toString(select('h1', tree)!), picture: hero && select(PICTURE, hero) }
}

test('the hero pages are every service, industry and article page', () => {
  expect(heroPaths).toHaveLength(8 + 6 + 19)
  expect(pages.filter((page) => heroPaths.includes(page.path))).toHaveLength(heroPaths.length)
})

test.each(heroPaths)('%s: the hero holds a described picture that does not repeat the heading', (path) => {
  const page = pages.find((candidate) => candidate.path === path)!
  const { heading, picture } = heroOf(page.tree)
  expect(picture, `${page.file}: no <img> or <svg role="img"> in the hero`).toBeDefined()
  const { label, drawn } = wordsOf(picture!)
  expect(label.trim().length, `${page.file}: the picture has no description`).toBeGreaterThan(20)
  for (const text of [label, drawn]) expect(flat(text), page.file).not.toContain(flat(heading))
})

test('no two pages share a hero picture', () => {
  const pictures = new Map<string, Array<string>>()
  for (const path of heroPaths) {
    const { picture } = heroOf(pages.find((page) => page.path === path)!.tree)
    // The drawing as drawn: where it sits in the file is no part of it.
    const key = JSON.stringify(picture, (name, value) => (name === 'position' ? undefined : value))
    pictures.set(key, [...(pictures.get(key) ?? []), path])
  }
  expect([...pictures.values()].filter((paths) => paths.length > 1)).toEqual([])
  expect(pictures.size).toBe(heroPaths.length)
})

test('every card on the blog, its topic pages and under each article shows a described picture', () => {
  const cardPages = pages.filter((page) => /^\/blogs(\/|$)/.test(page.path) && !page.notFoundFile)
  const blog = pages.find((page) => page.path === '/blogs')!
  expect(selectAll('main article', blog.tree)).toHaveLength(19)
  const missing = cardPages.flatMap((page) =>
    selectAll('main li > article', page.tree).flatMap((card) => {
      const picture = select(PICTURE, card)
      const title = toString(select('h3', card)!)
      if (!picture) return [`${page.file}: the card "${title}" has no picture`]
      const { label } = wordsOf(picture)
      return label.trim().length > 20 ? [] : [`${page.file}: the card "${title}" has a picture without a description`]
    }),
  )
  expect(missing).toEqual([])
  expect(cardPages.flatMap((page) => selectAll('main li > article', page.tree)).length).toBeGreaterThan(19 + 19)
})

test("the owner's words for a drawn picture reach its page, with the page's own figures filled in", () => {
  // The launched build rewrites two descriptions in content/pictures.yaml (tests/fixtures/pictures.ts).
  const launched = builtPages(SPEC_BUILD.launched, launchedPages)
  const security = '/blogs/data-security-outsourcing-best-practices'
  const heroLabel = (built: Array<BuiltPage>, path: string) =>
    wordsOf(heroOf(built.find((page) => page.path === path)!.tree).picture!).label
  const cardLabel = (built: Array<BuiltPage>) => {
    const blog = built.find((page) => page.path === '/blogs')!
    const card = selectAll('main li > article', blog.tree).find((article) => select(`a[href="${security}"]`, article))!
    return wordsOf(select(PICTURE, card)!).label
  }
  expect(heroLabel(launched, '/industries/healthcare')).toBe(
    'A clinic day of appointments, each insurance checked before the visit, with Epic named beside it',
  )
  expect(cardLabel(launched)).toBe('An access list of four people behind a padlocked shield')
  expect(heroLabel(launched, security)).toBe(
    "An access list of four people behind a padlocked shield, each with their own key, the last one refused. The article's figure: Systems the example assistant can open, before and after six months",
  )
  // The content as written: the preview build keeps its words.
  expect(heroLabel(pages, '/industries/healthcare')).toBe(
    "A day's patient schedule where each appointment carries an insurance check, with Epic named beside it",
  )
  expect(cardLabel(pages)).toBe('A padlocked shield beside an access list of four people')
})
