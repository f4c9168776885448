/**
 * Moves the download of the hydration code behind the first paint (docs/decisions/011-load-hydration-code-after-first-paint.md).
 *
 * React Router's `<Scripts />` writes one `<link rel="modulepreload">` per chunk and a module script whose static
 * imports fetch them all while the HTML is still parsing. Hydration itself already waits for an idle browser
 * (app/entry.client.tsx), so those ~70 KB only compete with the document and the stylesheet for the
 * first paint. This rewrites each page so that the same imports start once the page has loaded and painted, and
 * evaluates the chunks one task at a time so that none of those tasks blocks input for long (decision 015).
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\/>/g
const ROUTE_MODULES_SCRIPT = /(<script type="module" async="">)([\s\S]*?)(<\/script>)/
const SIDE_EFFECT_IMPORT = /^import ("[^"]+");$/
const NAMESPACE_IMPORT = /^import \* as (\w+) from ("[^"]+");$/
const ENTRY_IMPORT = /^import\(("[^"]+")\);$/

/** Waits for the load event and the first contentful paint, then runs `hydrate`. */
const SCHEDULE = [
  'const loaded = new Promise((resolve) => document.readyState === "complete" ? resolve() : addEventListener("load", resolve, { once: true }));',
  'const painted = new Promise((resolve) => {',
  '  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return resolve();',
  '  new PerformanceObserver((list, observer) => {',
  '    if (list.getEntriesByName("first-contentful-paint").length === 0) return;',
  '    observer.disconnect();',
  '    resolve();',
  '  }).observe({ type: "paint", buffered: true });',
  '});',
  'Promise.all([loaded, painted]).then(hydrate);',
].join('\n')

/** Turns the route-modules script's static imports into imports that start after load and first paint. */
export function deferRouteModulesScript(body: string): string {
  const specifiers: Array<string> = []
  const bindings: Array<string> = []
  const rest: Array<string> = []
  for (const line of body.split('\n')) {
    const trimmed = line.trim()
    const namespace = NAMESPACE_IMPORT.exec(trimmed)
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed)
    if (namespace) {
      bindings.push(namespace[1]!)
      specifiers.push(namespace[2]!)
    } else if (sideEffect) {
      bindings.push('')
      specifiers.push(sideEffect[1]!)
    } else if (trimmed !== '') {
      rest.push(trimmed)
    }
  }
  if (specifiers.length === 0) throw new Error('defer-hydration: the route-modules script has no static imports')
  const entry = rest.map((line) => ENTRY_IMPORT.exec(line)?.[1]).find(Boolean)
  if (!entry) throw new Error('defer-hydration: the route-modules script does not import the client entry')
  return [
    'const hydrate = async () => {',
    // React Router's history numbers the first entry with history.replaceState, a slow call in Chromium: done here,
    // in a task of its own, it finds the entry already numbered (lib/router/history.ts getUrlBasedHistory).
    '  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, "");',
    '  await new Promise((resolve) => setTimeout(resolve));',
    `  const chunks = [${specifiers.join(', ')}];`,
    // Fetch (and compile) every chunk at once, but evaluate them one task at a time.
    `  for (const href of [...chunks, ${entry}]) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    '  const modules = [];',
    '  for (const chunk of chunks) {',
    '    modules.push(await import(chunk));',
    '    await new Promise((resolve) => setTimeout(resolve));',
    '  }',
    `  const [${bindings.join(', ')}] = modules;`,
    ...rest.map((line) => `  ${line}`),
    '};',
    SCHEDULE,
  ].join('\n')
}

/** A prerendered page without module preloads, its route modules loading after load and first paint. */
export function deferHydration(html: string, file: string): string {
  const match = ROUTE_MODULES_SCRIPT.exec(html)
  if (!match) throw new Error(`defer-hydration: no route-modules script in ${file}`)
  const [script, open, body, close] = match
  return html.replace(script, () => `${open}${deferRouteModulesScript(body!)}${close}`).replace(MODULE_PRELOAD, '')
}
