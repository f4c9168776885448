import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, test } from 'vitest'
import { CSS_BUDGET_BYTES, JS_BUDGET_BYTES, budgetMisses, findBrokenLinks, measurePages } from '../build/site-checks.ts'

const sites: Array<string> = []

/** A throwaway built site: file path → content. */
function site(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(join(tmpdir(), 'site-checks-'))
  sites.push(dir)
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    writeFileSync(join(dir, file), content)
  }
  return dir
}

afterEach(() => {
  for (const dir of sites.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** Random bytes as base64: about `bytes` bytes once gzipped. */
function random(bytes: number): string {
  return randomBytes(bytes).toString('base64')
}

function noise(bytes: number): string {
  return `export const x = "${random(bytes)}";`
}

function page(body: string, head = ''): string {
  return `<!doctype html><html lang="en"><head><title>t</title>${head}</head><body>${body}</body></html>`
}

test('links: pages, files, slashless page URLs and anchors that exist pass', () => {
  const dir = site({
    'index.html': page('<a href="/about">About</a> <a href="/about#team">Team</a> <a href="#top" id="top">Top</a>'),
    'about.html': page(
      '<h2 id="team">Team</h2><img src="/images/a.webp" srcset="/images/a.webp 1x, /images/a-2x.webp 2x" alt="">',
    ),
    'images/a.webp': 'x',
    'images/a-2x.webp': 'x',
  })
  expect(findBrokenLinks(dir)).toEqual({ checked: 6, broken: [] })
})

test('links: a link to a missing page, a missing srcset candidate and a missing anchor are each reported', () => {
  const dir = site({
    'index.html': page('<a href="/pricing">Pricing</a> <a href="/about#founders">Founders</a> <a href="#nowhere">x</a>'),
    'about.html': page('<img src="/a.webp" srcset="/a.webp 1x, /a-2x.webp 2x" alt="">'),
    'a.webp': 'x',
  })
  expect(findBrokenLinks(dir).broken).toEqual([
    'about.html: /a-2x.webp (no such page or file)',
    'index.html: /pricing (no such page or file)',
    'index.html: /about#founders (no element with id "founders")',
    'index.html: #nowhere (no element with id "nowhere")',
  ])
})

test('links: external, mail, phone and canonical URLs are not checked', () => {
  const dir = site({
    'index.html': page(
      '<a href="https://example.com/x">x</a> <a href="mailto:a@b.c">m</a> <a href="tel:+1555">t</a>',
      '<link rel="canonical" href="/no-such-canonical">',
    ),
  })
  expect(findBrokenLinks(dir)).toEqual({ checked: 0, broken: [] })
})

test('budgets: a page counts its script tags and their static imports, not dynamic imports', () => {
  const dir = site({
    'index.html': page(
      '<script type="module" src="/assets/entry.js"></script>',
      '<link rel="stylesheet" href="/assets/app.css">',
    ),
    'assets/entry.js': `import{a as b}from"./shared.js";import"./side.js";const late=()=>import("./lazy.js");`,
    'assets/shared.js': noise(2000),
    'assets/side.js': noise(1000),
    'assets/lazy.js': noise(50_000),
    'assets/app.css': 'body{color:red}',
  })
  const [weight] = measurePages(dir)
  expect(weight!.scripts.map(({ asset }) => asset).sort()).toEqual(['assets/entry.js', 'assets/shared.js', 'assets/side.js'])
  expect(weight!.styles.map(({ asset }) => asset)).toEqual(['assets/app.css'])
  expect(weight!.jsBytes).toBeGreaterThan(3000)
  expect(weight!.jsBytes).toBeLessThan(10_000)
  expect(budgetMisses(weight!)).toEqual([])
})

/** An Astro island as the build writes it. */
function island(client: string, component: string) {
  return `<astro-island uid="1" component-url="/assets/${component}" renderer-url="/assets/client.js" client="${client}" ssr><p>x</p></astro-island>`
}

test('budgets: islands hydrated at load, when idle or when visible count with their renderer; interaction islands do not', () => {
  const dir = site({
    'pricing.html': page(island('interaction', 'header.js') + island('visible', 'calculator.js')),
    'about.html': page(island('interaction', 'header.js')),
    'assets/header.js': `import"./radix.js";${noise(500)}`,
    'assets/radix.js': noise(4000),
    'assets/calculator.js': `import"./react.js";${noise(500)}`,
    'assets/client.js': `import"./react.js";${noise(500)}`,
    'assets/react.js': noise(3000),
  })
  const [about, pricing] = measurePages(dir)
  expect(pricing!.scripts.map(({ asset }) => asset).sort()).toEqual([
    'assets/calculator.js',
    'assets/client.js',
    'assets/react.js',
  ])
  expect(pricing!.onInteractionBytes).toBeGreaterThan(4000)
  expect(about!.scripts).toEqual([])
  expect(about!.jsBytes).toBe(0)
  expect(about!.onInteractionBytes).toBeGreaterThan(7000)
})

test('budgets: CSS written into the page counts like a stylesheet', () => {
  const dir = site({ 'index.html': page('', `<style>/*${random(CSS_BUDGET_BYTES * 1.2)}*/</style>`) })
  const [weight] = measurePages(dir)
  expect(weight!.cssBytes).toBeGreaterThan(CSS_BUDGET_BYTES)
  expect(budgetMisses(weight!)[0]).toMatch(/^index\.html: \d+\.\d KB of CSS > 20\.0 KB; largest: index\.html <style>/)
})

test('budgets: too much JavaScript or CSS names the page and its largest files', () => {
  const dir = site({
    'pricing.html': page('', '<link rel="modulepreload" href="/assets/big.js"><link rel="stylesheet" href="/assets/big.css">'),
    'assets/big.js': `import"./bigger.js";${noise(JS_BUDGET_BYTES / 2)}`,
    'assets/bigger.js': noise(JS_BUDGET_BYTES),
    'assets/big.css': `/*${random(CSS_BUDGET_BYTES * 1.2)}*/`,
  })
  const misses = budgetMisses(measurePages(dir)[0]!)
  expect(misses).toHaveLength(2)
  expect(misses[0]).toMatch(
    /^pricing\.html: \d+\.\d KB of JavaScript > 70\.0 KB; largest: assets\/bigger\.js [\d.]+ KB, assets\/big\.js/,
  )
  expect(misses[1]).toMatch(/^pricing\.html: \d+\.\d KB of CSS > 20\.0 KB; largest: assets\/big\.css/)
})
