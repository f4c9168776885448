import { expect, test } from 'vitest'
import { iconNode } from '#src/lib/icons.server.ts'
import {
  contrastOnWhite,
  LOGO_INK,
  logoColor,
  NEUTRAL_TOOL_ICON,
  toolLogo,
  toolLogoFile,
  withToolLogos,
} from '#src/lib/tool-logos.server.ts'

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
  expect(logoColor('0052CC')).toBe('#0052CC')
  expect(logoColor('FFE01B')).toBeNull()
  expect(logoColor('959595')).toBeNull()
})

test('tools resolve to their logo file, or to the neutral icon when they have no logo', () => {
  const [withLogo, withoutLogo] = withToolLogos([{ name: 'Trello', logo: 'trello' }, { name: 'Salesforce' }])
  expect(withLogo).toEqual({ name: 'Trello', logo: { src: '/generated/tools/trello.svg' }, icon: null })
  expect(withoutLogo).toEqual({ name: 'Salesforce', logo: null, icon: iconNode(NEUTRAL_TOOL_ICON) })
  expect(() => withToolLogos([{ name: 'Nothing', logo: 'no-such-brand' }])).toThrow(/Unknown simple-icons slug/)
})

test('a logo file is the brand path in its colour, or in the site ink when the colour is too pale for white', () => {
  expect(toolLogoFile('trello')).toBe(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#0052CC"><path d="${toolLogo('trello').path}"/></svg>\n`,
  )
  // Mailchimp's yellow (FFE01B) is under 3:1 on white.
  expect(toolLogoFile('mailchimp')).toContain(`fill="${LOGO_INK}"`)
})
