import { expect, test } from 'vitest'
import { figureImage, socialCardPng } from '#src/lib/images.server.tsx'

test('a social card is a 1200×630 PNG', async () => {
  const png = await socialCardPng({
    title: 'Pricing',
    brand: 'TandemDesk',
    eyebrow: 'Monthly Plans',
    icon: 'BadgeDollarSign',
    variant: 5,
  })
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

test('a figure is drawn as AVIF and as WebP', async () => {
  const figure = {
    kind: 'steps' as const,
    title: 'Three steps',
    alt: 'Three steps: book a consultation, interview experts, onboard your assistant.',
    items: [{ label: 'Book a consultation' }, { label: 'Interview pre-screened experts' }, { label: 'Onboard' }],
  }
  expect((await figureImage(figure, 'webp')).subarray(8, 12).toString('latin1')).toBe('WEBP')
  expect((await figureImage(figure, 'avif')).subarray(4, 12).toString('latin1')).toBe('ftypavif')
})
