import type { Element } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toString } from 'hast-util-to-string'
import { expect, test } from 'vitest'
import { industries, navigation, services } from '../fixtures/content.ts'
import { builtPages } from './built-pages.ts'

// One source per fact: the menus, the footer, the industry cards and the card icons the visitor sees are the
// content files (navigation.yaml, services/, industries/), in their order.
const pages = builtPages()
const pageAt = (path: string) => pages.find((page) => page.path === path)!
const links = (root: Element | undefined) =>
  selectAll('a[href]', root!).map((link) => [toString(link).replace(/\s+/g, ' ').trim(), String(link.properties.href)])
const iconPaths = (root: Element | undefined) => selectAll('svg path', root!).map((path) => String(path.properties.d))

test('the header menus list the service and industry files in their order, after navigation.yaml', () => {
  const home = pageAt('/').tree
  const menu = (name: string) => select(`li[data-value="${name}"] [data-slot="static-nav-panel"]`, home)
  expect(links(menu('Services'))).toEqual([...services.map((page) => [page.name, page.path]), ['All services', '/services']])
  expect(links(menu('Industries'))).toEqual([
    ...industries.map((page) => [page.name, page.path]),
    ['All industries', '/industries'],
  ])
  const top = selectAll('nav[aria-label="Main"] [data-slot="navigation-menu-list"] > li', home).map((item) =>
    toString(select('a, button', item)!).trim(),
  )
  expect(top).toEqual(navigation.header.map((item) => item.name))
})

test('the footer links are navigation.yaml’s, in order', () => {
  expect(links(select('nav[aria-label="Footer"]', pageAt('/about').tree))).toEqual(
    navigation.footer.map((link) => [link.name, link.href]),
  )
})

test('the Industries page has one card per industry file, in order, linking to its page', () => {
  const cards = selectAll('main li', pageAt('/industries').tree).map((card) => select('h3 a, a', card)!)
  expect(cards.map((link) => String(link.properties.href))).toEqual(industries.map((page) => page.path))
})

test('a service card that names a service or industry shows that page’s icon, so one service has one icon', () => {
  const card = (title: string) =>
    selectAll('main li', pageAt('/services').tree).find((item) => toString(select('h3', item)!) === title)
  const heroIcon = (path: string) => select('main h1', pageAt(path).tree) && select('section p svg', pageAt(path).tree)
  expect(iconPaths(card('Customer Support'))).toEqual(iconPaths(heroIcon('/services/customer-support')!))
  expect(iconPaths(card('Healthcare'))).toEqual(iconPaths(heroIcon('/industries/healthcare')!))
  expect(iconPaths(card('Customer Support'))).not.toEqual(iconPaths(card('Healthcare')))
})
