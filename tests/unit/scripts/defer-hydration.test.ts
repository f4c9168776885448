import { expect, test } from 'vitest'
import { deferHydration } from '../../../scripts/defer-hydration.ts'

// What React Router 8's <Scripts /> writes into a prerendered page (abridged to one route).
const routeModulesScript = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/pricing-3.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/pricing":route1};',
  '',
  'import("/assets/entry.client-4.js");',
].join('\n')

const page = [
  '<html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/>',
  '<link rel="stylesheet" href="/assets/app.css"/></head><body><main>Pricing</main>',
  '<script>window.__reactRouterContext = {};</script>',
  `<script type="module" async="">${routeModulesScript}</script>`,
  '</body></html>',
].join('')

function routeModulesOf(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
}

test('the page keeps no module preloads, and keeps its other tags', () => {
  const html = deferHydration(page, 'pricing.html')
  expect(html).not.toContain('modulepreload')
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
})

test('the route modules are imported only inside the function that runs after load and first paint', () => {
  const script = routeModulesOf(deferHydration(page, 'pricing.html'))
  expect(script).not.toMatch(/^\s*import\s/m)
  const hydrate = script.slice(0, script.indexOf('\n};') + 3)
  for (const chunk of ['manifest-1', 'root-2', 'pricing-3', 'entry.client-4']) {
    expect(hydrate).toContain(`import("/assets/${chunk}.js")`)
  }
  expect(script).toContain('Promise.all([loaded, painted]).then(hydrate);')
  expect(script).toContain('addEventListener("load"')
  expect(script).toContain('first-contentful-paint')
})

test('the route modules are registered under the same names before the client entry loads', async () => {
  const script = routeModulesOf(deferHydration(page, 'pricing.html'))
  const hydrateSource = script.slice(script.indexOf('async () =>'), script.indexOf('\n};') + 2)
  const loaded: Array<string> = []
  const window = {} as { __reactRouterRouteModules?: Record<string, unknown> }
  let registeredBeforeEntry = false
  const fakeImport = async (specifier: string) => {
    loaded.push(specifier)
    if (specifier.includes('entry.client')) registeredBeforeEntry = window.__reactRouterRouteModules !== undefined
    return { specifier }
  }
  const hydrate = new Function('window', 'load', `return ${hydrateSource.replaceAll('import(', 'load(')}`)(window, fakeImport)
  await hydrate()
  expect(window.__reactRouterRouteModules).toEqual({
    root: { specifier: '/assets/root-2.js' },
    'routes/pricing': { specifier: '/assets/pricing-3.js' },
  })
  expect(loaded.at(-1)).toBe('/assets/entry.client-4.js')
  expect(registeredBeforeEntry).toBe(true)
})

test('a page without the route-modules script fails the build, naming the file', () => {
  expect(() => deferHydration('<html><body></body></html>', 'about.html')).toThrow(/about\.html/)
})
