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

test('the page keeps no module preload tags, and keeps its other tags', () => {
  const html = deferHydration(page, 'pricing.html')
  expect(html).not.toContain('<link rel="modulepreload"')
  expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
  expect(html).toContain('<script>window.__reactRouterContext = {};</script>')
})

test('the route modules are imported only inside the function that runs after load and first paint', () => {
  const script = routeModulesOf(deferHydration(page, 'pricing.html'))
  expect(script).not.toMatch(/^\s*import\s/m)
  const hydrate = script.slice(0, script.indexOf('\n};') + 3)
  expect(hydrate).toContain('const chunks = ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/pricing-3.js"];')
  expect(hydrate).toContain('import("/assets/entry.client-4.js")')
  expect(script).toContain('Promise.all([loaded, painted]).then(hydrate);')
  expect(script).toContain('addEventListener("load"')
  expect(script).toContain('first-contentful-paint')
})

type Step = string

/** Runs the generated hydrate function against fakes of the browser APIs it uses, recording what it does in order. */
async function runHydrate(historyState: Record<string, unknown> | null) {
  const script = routeModulesOf(deferHydration(page, 'pricing.html'))
  const hydrateSource = script.slice(script.indexOf('async () =>'), script.indexOf('\n};') + 2)
  const steps: Array<Step> = []
  const window = {} as { __reactRouterRouteModules?: Record<string, unknown> }
  const history = {
    state: historyState,
    replaceState(state: Record<string, unknown>) {
      steps.push(`number the history entry ${JSON.stringify(state)}`)
      history.state = state
    },
  }
  const document = {
    head: { append: (link: { rel: string; href: string }) => steps.push(`${link.rel} ${link.href}`) },
    createElement: () => ({}),
  }
  const setTimeout = (resolve: () => void) => {
    steps.push('next task')
    resolve()
  }
  const load = async (specifier: string) => {
    steps.push(
      `import ${specifier}${specifier.includes('entry.client') && window.__reactRouterRouteModules ? ' (modules registered)' : ''}`,
    )
    return { specifier }
  }
  const hydrate = new Function(
    'window',
    'load',
    'history',
    'document',
    'setTimeout',
    `return ${hydrateSource.replaceAll('import(', 'load(')}`,
  )(window, load, history, document, setTimeout)
  await hydrate()
  return { steps, window }
}

test('the route modules are registered under the same names before the client entry loads', async () => {
  const { steps, window } = await runHydrate(null)
  expect(window.__reactRouterRouteModules).toEqual({
    root: { specifier: '/assets/root-2.js' },
    'routes/pricing': { specifier: '/assets/pricing-3.js' },
  })
  expect(steps.at(-1)).toBe('import /assets/entry.client-4.js (modules registered)')
})

test('every chunk is preloaded at once, then the chunks are evaluated one task at a time', async () => {
  const { steps } = await runHydrate(null)
  expect(steps).toEqual([
    'number the history entry {"idx":0}',
    'next task',
    'modulepreload /assets/manifest-1.js',
    'modulepreload /assets/root-2.js',
    'modulepreload /assets/pricing-3.js',
    'modulepreload /assets/entry.client-4.js',
    'import /assets/manifest-1.js',
    'next task',
    'import /assets/root-2.js',
    'next task',
    'import /assets/pricing-3.js',
    'next task',
    'import /assets/entry.client-4.js (modules registered)',
  ])
})

test('the history entry is numbered for React Router only when it has no number yet, keeping its state', async () => {
  const { steps } = await runHydrate({ usr: { from: 'search' }, key: 'abc' })
  expect(steps[0]).toBe('number the history entry {"usr":{"from":"search"},"key":"abc","idx":0}')
  const again = await runHydrate({ usr: null, key: 'abc', idx: 3 })
  expect(again.steps.some((step) => step.startsWith('number the history entry'))).toBe(false)
})

test('a page without the route-modules script fails the build, naming the file', () => {
  expect(() => deferHydration('<html><body></body></html>', 'about.html')).toThrow(/about\.html/)
})
