// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CoverImage } from '#src/components/blog/cover-image.tsx'
import { coverArt } from '#src/lib/illustrations.ts'
import { pictures } from '../../../../fixtures/content.ts'
import { BARS_FIGURE } from '../../../../fixtures/figures.ts'

const drawing = coverArt(
  {
    title: 'Data security for a remote team',
    sections: ['Where the hours go', 'What to hand over first', 'How to measure the result'],
    figures: [BARS_FIGURE],
    tags: ['Delegation'],
  },
  pictures,
)

test('a drawn cover is one wordless picture named by its alt text, the longer one on the article', () => {
  const { container, unmount } = render(<CoverImage cover={{ drawing }} sizes="100vw" priority labels />)
  const picture = screen.getByRole('img', { name: drawing.alt })
  expect(picture.tagName).toBe('svg')
  expect(drawing.alt).toContain(BARS_FIGURE.title)
  expect(container.querySelector('img')).toBeNull()
  unmount()
  render(<CoverImage cover={{ drawing }} sizes="100vw" />)
  const card = screen.getByRole('img', { name: drawing.shortAlt })
  expect(card.textContent).toBe('')
})

test("a security article's cover is a shield with a padlock and an access list, not a chart", () => {
  const { container } = render(<CoverImage cover={{ drawing }} sizes="100vw" />)
  expect(drawing.scene).toBe('security')
  expect(screen.getByRole('img').getAttribute('aria-label')).toBe('A padlocked shield beside an access list of three people')
  // One row per person with a key: two ticked, the last refused.
  expect(container.querySelectorAll('circle.fill-success-600')).toHaveLength(2)
  expect(container.querySelectorAll('circle.fill-danger-600')).toHaveLength(1)
})

test('a photo cover is fetched as a responsive image, eagerly and first only where it is the largest paint', () => {
  const photo = {
    src: '/assets/desk.webp',
    srcSet: '/assets/desk-800.webp 800w, /assets/desk.webp 1600w',
    avifSrcSet: '/assets/desk-800.avif 800w, /assets/desk.avif 1600w',
    width: 1600,
    height: 840,
    alt: 'Our desk in San Francisco',
  }
  const { container, unmount } = render(<CoverImage cover={{ photo }} sizes="100vw" priority />)
  const image = screen.getByRole('img', { name: photo.alt })
  expect(image.tagName).toBe('IMG')
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['1600', '840'])
  expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  expect(container.querySelector('source')?.getAttribute('type')).toBe('image/avif')
  unmount()
  render(<CoverImage cover={{ photo }} sizes="100vw" />)
  const lazy = screen.getByRole('img', { name: photo.alt })
  expect([lazy.getAttribute('loading'), lazy.getAttribute('fetchpriority')]).toEqual(['lazy', null])
})
