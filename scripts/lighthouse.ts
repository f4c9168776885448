import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import { countWords } from '#src/lib/read-time.ts'
import { previewValues } from '#src/lib/preview.ts'
import { readFolder, readRecord } from './read-content.ts'
import { buildDir, ensureBuild, projectRoot } from '../server/build-state.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { createStaticServer } from '../server/static-server.ts'
import { formatBytes, median, writeReport } from './measure-report.ts'
import { BUDGETS, budgetMisses, CATEGORIES, extraRoundTrips, FIRST_WINDOW_BYTES, type Category } from './lighthouse-budgets.ts'

// Budgets (DESIGN.md §8) are relative to a floor: one static HTML file, inline CSS, no JavaScript, served by the same server.
const RUNS = 3
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const FLOOR: Template = { name: 'floor (one static file)', path: '/' }

// A hero like the site's, so the two paint comparable largest elements.
const FLOOR_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor page | Lighthouse reference</title><meta name="description" content="A one-file static page with inline CSS and no JavaScript, the reference the site's templates are measured against.">
<style>body{margin:0;font-family:system-ui,sans-serif;color:#1f2937;line-height:1.6}main{max-width:48rem;margin:0 auto;padding:4rem 1rem}h1{font-size:2.25rem;line-height:1.15;margin:0 0 1.5rem;color:#0b1b3f}p{font-size:1.125rem;margin:0 0 2rem}a{display:inline-block;padding:.75rem 2rem;border-radius:999px;background:#1d4ed8;color:#fff;font-weight:600;text-decoration:none}</style>
</head><body><main><h1>Virtual Assistants and AI Agents for Growing Businesses</h1>
<p>Rigorously vetted virtual assistants and practical AI agents, fully managed, so you can hand off the busywork and put your time back into growth. Start in under a week.</p>
<a href="/">Schedule a Free Consultation</a></main></body></html>
`

type FormFactor = 'mobile' | 'desktop'
type Template = { name: string; path: string }
type Variant = 'site' | 'site with COOP' | 'floor'

type RunFigures = {
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferBytes: number
  documentBytes: number
  rttMs: number
  scriptBytes: number
  scriptRequests: number
  benchmarkIndex: number
  loadAverage: number
}

type Finding = { id: string; title: string; category: Category; runs: number }

type PageResult = {
  template: string
  path: string
  variant: Variant
  formFactor: FormFactor
  runs: Array<RunFigures>
  median: RunFigures
  lcpElement: string | null
  findings: Array<Finding>
  misses: Array<string>
}

// The longest article is the site's heaviest page (the specification's read times reach 15 minutes).
function articles(): Array<Template> {
  const byLength = readFolder('blog')
    .map((post) => ({ id: post.id, words: countWords(post.body) }))
    .sort((a, b) => a.words - b.words)
  const middle = byLength[Math.floor((byLength.length - 1) / 2)]
  const longest = byLength.at(-1)
  if (!middle || !longest) throw new Error('lighthouse: the blog has no articles')
  return [
    { name: `article, median length (${middle.words} words)`, path: `/blogs/${middle.id}` },
    { name: `longest article (${longest.words} words)`, path: `/blogs/${longest.id}` },
  ]
}

function templates(): Array<Template> {
  return [
    { name: 'home', path: '/' },
    { name: 'service', path: '/services/sales' },
    { name: 'industry', path: '/industries/healthcare' },
    { name: 'pricing', path: '/pricing' },
    { name: 'contact', path: '/contact' },
    { name: 'blog index', path: '/blogs' },
    ...articles(),
    { name: 'careers', path: '/careers' },
  ]
}

function numericValue(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (typeof value !== 'number') throw new Error(`lighthouse: no numeric value for ${audit} on ${lhr.finalDisplayedUrl}`)
  return value
}

function scriptTransferBytes(lhr: Result): number {
  const details = lhr.audits['resource-summary']?.details
  if (details?.type !== 'table') return 0
  const row = details.items.find((item) => item.resourceType === 'script')
  return typeof row?.transferSize === 'number' ? row.transferSize : 0
}

function scriptRequestCount(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') return 0
  return details.items.filter((item) => item.resourceType === 'Script').length
}

function documentBytesOf(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details
  if (details?.type !== 'table') throw new Error(`lighthouse: no network requests for ${lhr.finalDisplayedUrl}`)
  const document = details.items.find((item) => item.resourceType === 'Document')
  if (typeof document?.transferSize !== 'number') throw new Error(`lighthouse: no document for ${lhr.finalDisplayedUrl}`)
  return document.transferSize
}

function figuresOf(lhr: Result): RunFigures {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>
  return {
    scores,
    fcpMs: numericValue(lhr, 'first-contentful-paint'),
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    transferBytes: numericValue(lhr, 'total-byte-weight'),
    documentBytes: documentBytesOf(lhr),
    rttMs: lhr.configSettings.throttling.rttMs ?? 0,
    scriptBytes: scriptTransferBytes(lhr),
    scriptRequests: scriptRequestCount(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage: loadavg()[0]!,
  }
}

function findingsOf(lhr: Result): Array<Omit<Finding, 'runs'>> {
  const findings: Array<Omit<Finding, 'runs'>> = []
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || ref.weight === 0) continue
      if (audit.score < (category === 'performance' ? 0.9 : 1)) findings.push({ id: ref.id, title: audit.title, category })
    }
  }
  return findings
}

function lcpElementOf(lhr: Result): string | null {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  if (details?.type !== 'list') return null
  for (const item of details.items) {
    if (item.type === 'node') return [item.snippet, item.nodeLabel].filter(Boolean).join(' ').slice(0, 160)
  }
  return null
}

function medianFigures(runs: ReadonlyArray<RunFigures>): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick))
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<
      Category,
      number
    >,
    fcpMs: of((run) => run.fcpMs),
    lcpMs: of((run) => run.lcpMs),
    tbtMs: of((run) => run.tbtMs),
    cls: of((run) => run.cls),
    transferBytes: of((run) => run.transferBytes),
    documentBytes: of((run) => run.documentBytes),
    rttMs: of((run) => run.rttMs),
    scriptBytes: of((run) => run.scriptBytes),
    scriptRequests: of((run) => run.scriptRequests),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    loadAverage: of((run) => run.loadAverage),
  }
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`
}

function htmlCell(bytes: number): string {
  const trips = extraRoundTrips(bytes)
  return trips > 0 ? `${formatBytes(bytes)} (+${trips} RTT)` : formatBytes(bytes)
}

function tableRows(results: ReadonlyArray<PageResult>): Array<Array<string>> {
  return results.map(({ template, path, variant, formFactor, median: m, misses }) => [
    variant === 'floor' ? template : `${template} \`${path}\`${variant === 'site' ? '' : ` (${variant})`}`,
    formFactor,
    String(m.scores.performance),
    String(m.scores.accessibility),
    String(m.scores['best-practices']),
    String(m.scores.seo),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    htmlCell(m.documentBytes),
    formatBytes(m.transferBytes),
    formatBytes(m.scriptBytes),
    String(m.scriptRequests),
    String(Math.round(m.benchmarkIndex)),
    variant === 'floor' ? 'floor' : misses.length === 0 ? 'pass' : 'MISS',
  ])
}

const TABLE_HEADER = [
  'page',
  'form factor',
  'Perf',
  'A11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'HTML',
  'transferred',
  'script',
  'script requests',
  'benchmark',
  'budget',
]

function markdownReport(results: ReadonlyArray<PageResult>, meta: Record<string, string>): string {
  const lines = [
    '# Lighthouse',
    '',
    `Generated by \`npm run lighthouse\` on ${meta.date}: Lighthouse ${meta.lighthouse}, ${meta.browser}, ${RUNS} rounds per form factor (each the floor, then every template), medians.`,
    `Lighthouse's CPU benchmark index over all runs: ${meta.benchmark} (lower is a busier machine; simulated throttling scales the CPU time it observes, so TBT moves with it). The benchmark column is each row's median.`,
    'Mobile: the default config (Moto G Power emulation, simulated slow 4G and 4× CPU throttling). Desktop: Lighthouse’s desktop config.',
    SKIPPED_AUDITS.length > 0
      ? `The build is a preview (${sitePreviewValues.length} preview values in content/site.yaml: every page noindex, with the preview notice), so the \`is-crawlable\` audit alone is set aside.`
      : 'The build has every value of content/site.yaml supplied: no audit is set aside.',
    `Budgets (DESIGN.md §8), against the floor of the same run and form factor: Performance ≥ ${BUDGETS.performance}, Accessibility, Best Practices and SEO ${BUDGETS.accessibility}, LCP ≤ ${BUDGETS.lcpFactor} × the floor's (plus one simulated round trip, 150 ms on mobile and 40 ms on desktop, for each congestion window beyond the first ${FIRST_WINDOW_BYTES.toLocaleString('en-US')} bytes that the page's HTML needs, headers included; the HTML column marks such a page: docs/decisions/020-lean-article-pages.md), TBT ≤ the floor's + ${BUDGETS.tbtMarginMs} ms, CLS ${BUDGETS.cls}.`,
    '',
    markdownTable(TABLE_HEADER, tableRows(results)),
    '',
    "HTML is the page's own response as transferred (headers and compressed body); '+1 RTT' marks one that overflows the first congestion window of Lighthouse's network model. Transferred and script bytes are what crossed the network (compressed), from `total-byte-weight` and `resource-summary`; script requests count the scripts the page fetched during the audit, which includes no interaction.",
    '',
    '## Findings',
    '',
  ]
  const withFindings = results.filter((result) => result.findings.length > 0 || result.misses.length > 0)
  if (withFindings.length === 0) lines.push('No audit lost points on any page.')
  for (const result of withFindings) {
    lines.push(
      `- **${result.template}** (${result.formFactor})${result.misses.length ? `: missed ${result.misses.join('; ')}` : ''}`,
    )
    for (const finding of result.findings) {
      lines.push(`  - ${finding.category}: \`${finding.id}\` ${finding.title} (${finding.runs}/${RUNS} runs)`)
    }
  }
  lines.push('', '## LCP elements', '')
  for (const result of results.filter((candidate) => candidate.variant === 'site')) {
    lines.push(`- ${result.template} (${result.formFactor}): \`${(result.lcpElement ?? 'none').replace(/`/g, "'")}\``)
  }
  return `${lines.join('\n')}\n`
}

function markdownTable(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

function consoleTable(header: ReadonlyArray<string>, rows: ReadonlyArray<ReadonlyArray<string>>): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)))
  return [header, ...rows].map((cells) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n')
}

// Simulated throttling multiplies observed CPU time by four, so a neighbour's load would count as the page's blocking time.
const QUIET_WAIT_MS = 120_000

async function waitForQuietMachine() {
  const cpus = availableParallelism()
  const deadline = Date.now() + QUIET_WAIT_MS
  let warned = false
  while (loadavg()[0]! >= cpus && Date.now() < deadline) {
    if (!warned) console.error(`load average ${loadavg()[0]!.toFixed(1)} on ${cpus} CPUs: waiting for a quieter machine`)
    warned = true
    await new Promise((resolve) => setTimeout(resolve, 5000))
  }
  return loadavg()[0]!
}

// A preview build is noindex by design (docs/decisions/023-preview-values-and-launch-gate.md), failing only `is-crawlable`.
const sitePreviewValues = previewValues(readRecord('site'))
const SKIPPED_AUDITS = sitePreviewValues.length > 0 ? ['is-crawlable'] : []

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is retried, not counted. */
const ATTEMPTS_PER_RUN = 3

async function auditPage(chrome: LaunchedChrome, url: string, formFactor: FormFactor): Promise<Result> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], skipAudits: SKIPPED_AUDITS },
      config,
    )
    if (!result) throw new Error(`lighthouse: no result for ${url}`)
    const error = result.lhr.runtimeError
    if (!error) return result.lhr
    if (attempt === ATTEMPTS_PER_RUN) throw new Error(`lighthouse: ${url}: ${error.code} ${error.message}`)
    console.error(`${formFactor} ${url}: ${error.code}, running it again`)
  }
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      page: { type: 'string', multiple: true },
      'form-factor': { type: 'string', multiple: true },
      'compare-coop': { type: 'boolean' },
    },
  })
  const formFactors = (values['form-factor'] ?? ['mobile', 'desktop']).map((value) => {
    if (value !== 'mobile' && value !== 'desktop') throw new Error(`lighthouse: --form-factor is mobile or desktop, not ${value}`)
    return value
  })
  return {
    paths: values.page,
    formFactors,
    compareCoop: values['compare-coop'] === true,
    partial: values.page !== undefined || values['form-factor'] !== undefined,
  }
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

function withCoop(origin: string): Server {
  return createServer((incoming, outgoing) => {
    const upstream = request(`${origin}${incoming.url}`, { method: incoming.method, headers: incoming.headers }, (reply) => {
      const headers = { ...reply.headers }
      headers['cross-origin-opener-policy'] = 'same-origin'
      outgoing.writeHead(reply.statusCode ?? 502, headers)
      reply.pipe(outgoing)
    })
    upstream.on('error', () => outgoing.destroy())
    incoming.pipe(upstream)
  })
}

type Target = { page: Template; variant: Variant; origin: string }

async function main() {
  const options = parseOptions()
  ensureBuild()
  const pages = templates().filter((page) => !options.paths || options.paths.includes(page.path))
  if (pages.length === 0) throw new Error(`lighthouse: no page template has the path ${options.paths?.join(', ')}`)
  const floorDir = mkdtempSync(join(tmpdir(), 'lighthouse-floor-'))
  writeFileSync(join(floorDir, 'index.html'), FLOOR_HTML)
  const server = createStaticServer(buildDir, { log: null })
  const floorServer = createStaticServer(floorDir, { log: null })
  const servers: Array<Server> = [server, floorServer]
  let chrome: LaunchedChrome | undefined
  try {
    const origin = await listen(server)
    const targets: Array<Target> = [
      { page: FLOOR, variant: 'floor', origin: await listen(floorServer) },
      ...pages.map((page) => ({ page, variant: 'site' as const, origin })),
    ]
    if (options.compareCoop) {
      const proxy = withCoop(origin)
      servers.push(proxy)
      const proxyOrigin = await listen(proxy)
      targets.push(...pages.map((page) => ({ page, variant: 'site with COOP' as const, origin: proxyOrigin })))
    }
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' })
    const cacheDir = join(projectRoot, '.cache', 'lighthouse')
    mkdirSync(cacheDir, { recursive: true })

    const results: Array<PageResult> = []
    let lighthouseVersion = ''
    let browser = ''
    for (const formFactor of options.formFactors) {
      const runs = new Map<Target, Array<RunFigures>>(targets.map((target) => [target, []]))
      const findings = new Map<Target, Map<string, Finding>>(targets.map((target) => [target, new Map()]))
      const lcpElements = new Map<Target, string | null>()
      // Round by round: the floor and every template once per round, so they share the machine's good and bad minutes.
      for (let run = 1; run <= RUNS; run++) {
        for (const target of targets) {
          const load = await waitForQuietMachine()
          const lhr = await auditPage(chrome, `${target.origin}${target.page.path}`, formFactor)
          lighthouseVersion = lhr.lighthouseVersion
          browser = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'
          const slug =
            target.variant === 'floor'
              ? 'floor'
              : target.page.path === '/'
                ? 'home'
                : target.page.path.slice(1).replaceAll('/', '-')
          const variantSuffix = target.variant === 'site with COOP' ? '-coop' : ''
          writeFileSync(join(cacheDir, `${formFactor}-${slug}${variantSuffix}-${run}.json`), JSON.stringify(lhr))
          const figures = { ...figuresOf(lhr), loadAverage: load }
          runs.get(target)!.push(figures)
          if (!lcpElements.get(target)) lcpElements.set(target, lcpElementOf(lhr))
          const seen = findings.get(target)!
          for (const finding of findingsOf(lhr)) {
            seen.set(finding.id, { ...finding, runs: (seen.get(finding.id)?.runs ?? 0) + 1 })
          }
          console.error(
            `${formFactor.padEnd(7)} ${target.variant === 'floor' ? 'floor' : target.page.path}${variantSuffix} run ${run}/${RUNS}: perf ${figures.scores.performance}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)}, ${figures.scriptRequests} scripts (load ${load.toFixed(1)}, benchmark ${figures.benchmarkIndex})`,
          )
        }
      }
      const floorMedian = medianFigures(runs.get(targets[0]!)!)
      for (const target of targets) {
        const medianOfRuns = medianFigures(runs.get(target)!)
        results.push({
          template: target.page.name,
          path: target.page.path,
          variant: target.variant,
          formFactor,
          runs: runs.get(target)!,
          median: medianOfRuns,
          lcpElement: lcpElements.get(target) ?? null,
          findings: [...findings.get(target)!.values()],
          misses: target.variant === 'floor' ? [] : budgetMisses(medianOfRuns, floorMedian),
        })
      }
    }

    const benchmarks = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex))
    const meta = {
      date: new Date().toISOString().slice(0, 10),
      lighthouse: lighthouseVersion,
      browser,
      benchmark: `${Math.min(...benchmarks)}–${Math.max(...benchmarks)}, median ${median(benchmarks)}`,
    }
    console.log(`\n${consoleTable(TABLE_HEADER, tableRows(results))}\n`)
    if (options.partial) console.log('A partial run (--page/--form-factor): reports/ left as they were.')
    else writeReport('lighthouse', { ...meta, runsPerPage: RUNS, budgets: BUDGETS, results }, markdownReport(results, meta))

    const missed = results.filter((result) => result.variant === 'site' && result.misses.length > 0)
    for (const result of missed) console.error(`MISSED ${result.formFactor} ${result.path}: ${result.misses.join('; ')}`)
    if (missed.length > 0) process.exitCode = 1
    else console.log('Every page template meets the Lighthouse budgets against the floor on mobile and desktop.')
  } finally {
    chrome?.kill()
    for (const running of servers) {
      running.closeAllConnections()
      running.close()
    }
    rmSync(floorDir, { recursive: true, force: true })
  }
}

await main()
