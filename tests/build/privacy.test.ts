import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { selectAll } from 'hast-util-select'
import { expect, test } from 'vitest'
import { buildDir, builtPages } from './built-pages.ts'

// Issue 17: the privacy policy describes what the site does. The site sets no cookie, runs no analytics and loads no
// third-party script, so its policy mentions no analytics, pixels or advertising partners.

const pages = builtPages()
const privacy = pages.find((page) => page.path === '/privacy-policy')!
const policyText = selectAll('main', privacy.tree)
  .map((main) => JSON.stringify(main))
  .join('')

test('the site has none: no page loads a script from another origin and no bundle sets a cookie', () => {
  for (const page of pages) {
    for (const script of selectAll('script[src]', page.tree))
      expect(String(script.properties.src), page.file).toMatch(/^\/(?!\/)/)
  }
  const bundles = readdirSync(join(buildDir, 'assets')).filter((name) => name.endsWith('.js'))
  for (const name of bundles)
    expect(readFileSync(join(buildDir, 'assets', name), 'utf8'), name).not.toMatch(/document\.cookie\s*=/)
})

test('so the privacy policy mentions no analytics, pixels or advertising partners', () => {
  expect(policyText).not.toMatch(/analytic|pixel|web beacon|retarget|advertising partner|ad partner/i)
})

test('it keeps the specification’s opt-out link to the data partner and its date', () => {
  expect(policyText).toContain('Last updated')
  expect(policyText).toContain('January 2025')
  expect(selectAll('main a[href^="https://optout.aboutads.info"]', privacy.tree)).toHaveLength(1)
})
