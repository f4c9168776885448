import { expect, test } from 'vitest'
import { headerNavigation as recordsNavigation } from '#src/content/navigation.ts'
import { site as record } from '#src/site.ts'
import { headerNavigation, site } from 'virtual:site-chrome'
import { siteChrome } from '../../../scripts/site-chrome.ts'

// Island code reads the site record and the menu from a build-time module: the same records, as data.

test('the islands’ module holds exactly the site record and the header menu derived from the records', () => {
  expect(site).toEqual(record)
  expect(headerNavigation).toEqual(recordsNavigation)
  expect(headerNavigation.find((item) => item.name === 'Services')).toMatchObject({ kind: 'menu' })
})

test('the plugin answers only for its own module id', () => {
  const plugin = siteChrome()
  const resolve = plugin.resolveId as (id: string) => string | undefined
  const load = plugin.load as (id: string) => string | undefined
  expect(resolve('virtual:site-chrome')).toBe('\0virtual:site-chrome')
  expect(resolve('virtual:other')).toBeUndefined()
  expect(load('\0virtual:site-chrome')).toContain(`export const site = ${JSON.stringify(record)}`)
  expect(load('/src/site.ts')).toBeUndefined()
})
