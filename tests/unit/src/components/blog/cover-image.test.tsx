// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CoverImage } from '#src/components/blog/cover-image.tsx'
import { articleOutline } from '#src/lib/illustrations.ts'
import { BARS_FIGURE, STEPS_FIGURE } from '../../../../fixtures/figures.ts'

const drawing = articleOutline({
  sections: ['Where the hours go', 'What to hand over first', 'How to measure the result'],
  figures: [BARS_FIGURE],
  tags: ['Delegation'],
  tone: 0,
})

test('a drawn cover is one picture named by its alt text, with the headings written out only where labels are asked for', () => {
  const { container, unmount } = render(<CoverImage cover={{ drawing }} sizes="100vw" priority labels />)
  const picture = screen.getByRole('img', { name: drawing.alt })
  expect(picture.tagName).toBe('svg')
  expect(picture.textContent).toContain('What to hand over first')
  expect(container.querySelector('img')).toBeNull()
  unmount()
  render(<CoverImage cover={{ drawing }} sizes="100vw" />)
  const card = screen.getByRole('img', { name: drawing.shortAlt })
  expect(card.textContent).not.toContain('What to hand over first')
  expect(card.textContent).toBe('123')
})

test("the chart beside the outline draws one bar per value, or one step per step of the article's figure", () => {
  for (const [figure, boxes] of [
    [BARS_FIGURE, 3],
    [STEPS_FIGURE, 4],
  ] as const) {
    const outline = articleOutline({ sections: ['Only'], figures: [figure], tags: ['AI'], tone: 0 })
    const { container, unmount } = render(<CoverImage cover={{ drawing: outline }} sizes="100vw" />)
    expect(container.querySelectorAll('g > rect[rx="4"]')).toHaveLength(boxes)
    unmount()
  }
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
