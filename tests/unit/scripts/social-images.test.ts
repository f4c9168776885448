import { expect, test } from 'vitest'
import { getPagePaths } from '#src/content/paths.ts'
import { getPosts } from '#src/content/posts.server.ts'
import { renderArtwork } from '../../../scripts/artwork.ts'
import { blogCoverArtwork } from '#src/lib/artwork.ts'
import { offeringHeroInputs } from '../../../scripts/artwork-cache.ts'
import { socialCardInputs } from '../../../scripts/social-images.ts'

test('every indexable page has exactly one social card, and no noindex page has one', () => {
  const cards = socialCardInputs().map((card) => card.path)
  const indexable = getPagePaths()
    .filter((page) => !page.noindex)
    .map((page) => page.path)
  expect(cards).toEqual(indexable)
  for (const page of getPagePaths().filter((page) => page.noindex)) expect(cards).not.toContain(page.path)
})

test('an article card is its cover artwork, and a service or industry card its hero artwork', () => {
  const cards = new Map(socialCardInputs().map((card) => [card.path, card.input]))
  getPosts().forEach((post, index) => expect(cards.get(`/blogs/${post.id}`)).toEqual(blogCoverArtwork(post, index)))
  for (const hero of offeringHeroInputs()) expect(cards.get(hero.path)).toEqual(hero.input)
})

test('a fixed screen card shows the title its head announces', () => {
  const cards = new Map(socialCardInputs().map((card) => [card.path, card.input]))
  expect(cards.get('/pricing')?.title).toBe('Pricing')
  expect(cards.get('/about')?.title).toBe('Who We Are')
  expect(cards.get('/')?.title).toBe('Virtual assistants, AI agents and offshore teams for growing businesses')
})

test('the artwork is deterministic: the same card renders to the same bytes', async () => {
  const input = { title: 'Pricing', eyebrow: 'Monthly Plans', icon: 'BadgeDollarSign', variant: 5 }
  const [first, second] = [await renderArtwork(input), await renderArtwork(input)]
  expect(first.subarray(16, 24)).toEqual(Buffer.from([0, 0, 0x04, 0xb0, 0, 0, 0x02, 0x76])) // IHDR: 1200 × 630
  expect(first.equals(second)).toBe(true)
})
