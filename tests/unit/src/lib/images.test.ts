import { expect, test } from 'vitest'
import { socialCardPng } from '#src/lib/images.server.tsx'

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
