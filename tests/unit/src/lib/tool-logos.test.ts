import { expect, test } from 'vitest'
import svgpath from 'svgpath'
import { contrastOnWhite, logoViewBox, resolveToolLogo, toolInitials, toolLogo } from '#src/lib/tool-logos.server.ts'

test('a simple-icons slug resolves to the brand title, path and colour', () => {
  const logo = toolLogo('shopify')
  expect(logo.title).toBe('Shopify')
  expect(logo.hex).toMatch(/^[0-9A-F]{6}$/)
  expect(logo.path).toMatch(/^M/)
})

test('an unknown simple-icons slug fails loudly', () => {
  expect(() => toolLogo('no-such-brand')).toThrow(/Unknown simple-icons slug 'no-such-brand'/)
})

test('contrast against white follows the WCAG formula', () => {
  expect(contrastOnWhite('000000')).toBeCloseTo(21, 5)
  expect(contrastOnWhite('FFFFFF')).toBeCloseTo(1, 5)
  expect(contrastOnWhite('767676')).toBeCloseTo(4.54, 2)
})

test('brand colours that read on white are kept and pale ones fall back to monochrome', () => {
  expect(resolveToolLogo('trello')?.color).toBe('#0052CC')
  expect(resolveToolLogo('mailchimp')?.color).toBeNull()
})

test('a tool without a logo resolves to none', () => {
  expect(resolveToolLogo(undefined)).toBeNull()
})

/** Every number of a path in absolute commands, in order. */
function absoluteNumbers(path: string): Array<number> {
  const numbers: Array<number> = []
  svgpath(path)
    .abs()
    .iterate((segment) => {
      for (const value of segment) if (typeof value === 'number') numbers.push(value)
    })
  return numbers
}

test('a compacted logo draws the same shape within a tenth of a unit, in fewer bytes', () => {
  for (const slug of ['trello', 'figma', 'github', 'wordpress', 'mysql', 'postgresql']) {
    const original = toolLogo(slug).path
    const compact = resolveToolLogo(slug)!.path
    const [before, after] = [absoluteNumbers(original), absoluteNumbers(compact)]
    expect(after, slug).toHaveLength(before.length)
    const drift = Math.max(...before.map((value, index) => Math.abs(value - after[index]!)))
    expect(drift, slug).toBeLessThanOrEqual(0.1)
    expect(compact.length, slug).toBeLessThan(original.length * 0.9)
  }
})

test("a logo's view box is what it draws: a wordmark's strip, a square mark's whole square", () => {
  // Zoom's wordmark fills 24 × 5.5 units of simple-icons' 24-unit square; HubSpot's sprocket fills nearly all of it.
  const [, top, width, height] = logoViewBox(toolLogo('zoom').path).split(' ').map(Number)
  expect(width).toBeCloseTo(24, 0)
  expect(height).toBeGreaterThan(5)
  expect(height).toBeLessThan(7)
  expect(top).toBeGreaterThan(8)
  const [, , squareWidth, squareHeight] = logoViewBox(toolLogo('hubspot').path).split(' ').map(Number)
  expect(Math.min(squareWidth!, squareHeight!)).toBeGreaterThan(22)
})

test('a tool without a logo is named by its initials', () => {
  expect(toolInitials('LinkedIn Sales Navigator')).toBe('LSN')
  expect(toolInitials('Adobe XD')).toBe('AX')
  expect(toolInitials('Doxy.me')).toBe('DM')
  expect(toolInitials('eClinicalWorks')).toBe('EC')
  expect(toolInitials('DrChrono')).toBe('DC')
  expect(toolInitials('AWS')).toBe('AWS')
  expect(toolInitials('Microsoft 365')).toBe('M365')
  expect(toolInitials('BILL')).toBe('B')
  expect(toolInitials('Salesforce')).toBe('S')
  expect(toolInitials('athenahealth')).toBe('A')
})
