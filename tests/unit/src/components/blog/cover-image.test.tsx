// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { CoverImage } from '#src/components/blog/cover-image.tsx'

const file = { src: '/uploads/blog/a.webp', width: 1200, height: 630, alt: 'Cover art: the title "A" on a blue gradient' }

test('generated artwork is drawn in the page: one picture named by its alt, showing the title, and no <img>', () => {
  const { container } = render(
    <CoverImage
      image={{ ...file, artwork: { title: 'A title', brand: 'TandemDesk', eyebrow: 'AI · Sales', variant: 2 } }}
      sizes="100vw"
      priority
    />,
  )
  const picture = screen.getByRole('img', { name: file.alt })
  expect(picture.textContent).toContain('A title')
  expect(picture.textContent).toContain('AI · Sales')
  expect(container.querySelector('img')).toBeNull()
})

test('an uploaded or external cover is fetched as a responsive image, eagerly and first when it is the largest', () => {
  const photo = { ...file, src: 'https://images.example.com/photo.jpg', width: 800, height: 450 }
  const { unmount } = render(<CoverImage image={photo} sizes="100vw" priority />)
  const image = screen.getByRole('img', { name: file.alt })
  expect(image.tagName).toBe('IMG')
  expect(image.getAttribute('src')).toBe(photo.src)
  expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['800', '450'])
  expect([image.getAttribute('loading'), image.getAttribute('fetchpriority')]).toEqual(['eager', 'high'])
  unmount()
  render(<CoverImage image={photo} sizes="100vw" />)
  expect(screen.getByRole('img', { name: file.alt }).getAttribute('loading')).toBe('lazy')
})
