import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Result } from 'lighthouse'
import { countWords } from '#src/lib/read-time.ts'
import { previewValues } from '#src/lib/preview.ts'
import { readFolder, readRecord } from './read-content.ts'
import { buildDir, ensureBuild, projectRoot } from '../server/build-state.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { TEMPLATE_PAGES } from './template-pages.ts'
import { createSecureStaticServer } from '../server/static-server.ts'
import { close, listen } from '../server/loopback.ts'
import { BUDGETS, budgetMisses, CATEGORIES, extraRoundTrips, FIRST_WINDOW_BYTES, type Category } from './lighthouse-budgets.ts'

// Budgets (DESIGN.md §8) are relative to a floor page served like the site (docs/decisions/034-lighthouse-over-http2.md).
// Five rounds: with three, one slow minute of this machine decides a TBT median (docs/decisions/037-five-lighthouse-rounds.md).
const RUNS = 5

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
type Page = { name: string; path: string; floor?: true; before?: boolean }
type Figures = ReturnType<typeof figuresOf>
type Finding = ReturnType<typeof findingsOf>[number]
type PageResult = Page & {
  formFactor: FormFactor
  runs: Array<Figures>
  median: Figures
  lcpElement: string
  findings: Array<Finding & { runs: number }>
  misses: Array<string>
}

// An article by the median and the longest (the site's heaviest page: the specification's read times reach 15 minutes).
function pages(): Array<Page> {
  const articles = readFolder('blog')
    .map((post) => ({ id: post.id, words: countWords(post.body) }))
    .sort((a, b) => a.words - b.words)
  const middle = articles[Math.floor((articles.length - 1) / 2)]!
  const longest = articles.at(-1)!
  return TEMPLATE_PAGES.flatMap((page): Array<Page> => {
    if (!('lighthouse' in page)) return []
    if (page.template !== 'article') return [{ name: page.template, path: page.path }]
    return [
      { name: `article, median length (${middle.words} words)`, path: `/blogs/${middle.id}` },
      { name: `longest article (${longest.words} words)`, path: `/blogs/${longest.id}` },
    ]
  })
}

function tableItems(lhr: Result, audit: string): Array<Record<string, unknown>> {
  const details = lhr.audits[audit]?.details
  return details?.type === 'table' ? details.items : []
}

function figuresOf(lhr: Result, loadAverage: number) {
  const measure = (audit: string) => lhr.audits[audit]!.numericValue!
  const requests = tableItems(lhr, 'network-requests')
  const scripts = tableItems(lhr, 'resource-summary').find((item) => item.resourceType === 'script')
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, score(category)])) as Record<Category, number>,
    fcpMs: measure('first-contentful-paint'),
    lcpMs: measure('largest-contentful-paint'),
    tbtMs: measure('total-blocking-time'),
    cls: measure('cumulative-layout-shift'),
    transferBytes: measure('total-byte-weight'),
    documentBytes: requests.find((item) => item.resourceType === 'Document')!.transferSize as number,
    rttMs: lhr.configSettings.throttling.rttMs ?? 0,
    scriptBytes: (scripts?.transferSize as number | undefined) ?? 0,
    scriptRequests: requests.filter((item) => item.resourceType === 'Script').length,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage,
  }
}

function median(values: ReadonlyArray<number>): number {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function medianOf<T>(rows: ReadonlyArray<T>): T {
  if (typeof rows[0] === 'number') return median(rows as ReadonlyArray<number>) as T
  const keys = Object.keys(rows[0]!) as Array<keyof T>
  return Object.fromEntries(keys.map((key) => [key, medianOf(rows.map((row) => row[key]))])) as T
}

function findingsOf(lhr: Result) {
  return CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id]
      const failed = audit && audit.score !== null && ref.weight > 0 && audit.score < (category === 'performance' ? 0.9 : 1)
      return failed ? [{ id: ref.id, title: audit.title, category }] : []
    }),
  )
}

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  const node = details?.type === 'list' ? details.items.find((item) => item.type === 'node') : undefined
  return node?.type === 'node' ? [node.snippet, node.nodeLabel].filter(Boolean).join(' ').slice(0, 160) : ''
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const formatBytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const TABLE_HEADER = 'page|form factor|Perf|A11y|BP|SEO|FCP|LCP|TBT|CLS|HTML|transferred|script|script requests|benchmark|budget'

function table(results: ReadonlyArray<PageResult>): string {
  const rows = results.map(({ name, path, floor, formFactor, median: m, runs, misses }) => {
    const trips = extraRoundTrips(m.documentBytes)
    return [
      floor ? name : `${name} \`${path}\``,
      formFactor,
      ...CATEGORIES.map((category) => String(m.scores[category])),
      ...[m.fcpMs, m.lcpMs].map(seconds),
      `${Math.round(m.tbtMs)} ms (${runs.map((run) => Math.round(run.tbtMs)).join(', ')})`,
      m.cls.toFixed(3),
      `${formatBytes(m.documentBytes)}${trips > 0 ? ` (+${trips} RTT)` : ''}`,
      ...[m.transferBytes, m.scriptBytes].map(formatBytes),
      ...[m.scriptRequests, Math.round(m.benchmarkIndex)].map(String),
      floor ? 'floor' : misses.length === 0 ? 'pass' : 'MISS',
    ]
  })
  const header = TABLE_HEADER.split('|')
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

function markdownReport(results: ReadonlyArray<PageResult>, meta: Record<string, string>): string {
  const findings = results
    .filter((result) => result.findings.length > 0 || result.misses.length > 0)
    .flatMap(({ name, formFactor, misses, findings }) => [
      `- **${name}** (${formFactor})${misses.length ? `: missed ${misses.join('; ')}` : ''}`,
      ...findings.map((finding) => `  - ${finding.category}: \`${finding.id}\` ${finding.title} (${finding.runs}/${RUNS} runs)`),
    ])
  return `# Lighthouse

\`npm run lighthouse\` on ${meta.date}: Lighthouse ${meta.lighthouse}, ${meta.browser}, ${RUNS} rounds per form factor (the floor, then every template), medians. CPU benchmark index over all runs: ${meta.benchmark} (lower is a busier machine, whose TBT grows with it).
Mobile: Lighthouse's default config (Moto G Power, slow 4G, 4× CPU throttling); desktop: its desktop config. Served over HTTP/2 with TLS (docs/decisions/034-lighthouse-over-http2.md).${SKIPPED_AUDITS.length > 0 ? ' A preview build is noindex, so the `is-crawlable` audit is set aside.' : ''}
Budgets (DESIGN.md §8), against the floor of the same run and form factor: Performance ≥ ${BUDGETS.performance}, the other scores ${BUDGETS.accessibility}, LCP ≤ ${BUDGETS.lcpFactor} × the floor's plus one simulated round trip per congestion window the HTML needs beyond the first ${FIRST_WINDOW_BYTES.toLocaleString('en-US')} bytes ('+1 RTT' in the HTML column, docs/decisions/020-lean-article-pages.md), TBT ≤ the floor's + ${BUDGETS.tbtMarginMs} ms (each round's TBT in brackets), CLS ${BUDGETS.cls}.

${table(results)}

## Findings

${findings.length > 0 ? findings.join('\n') : 'No audit lost points on any page.'}

## LCP elements

${results
  .filter((result) => !result.floor)
  .map((result) => `- ${result.name} (${result.formFactor}): \`${(result.lcpElement || 'none').replace(/`/g, "'")}\``)
  .join('\n')}
`
}

// Simulated throttling multiplies observed CPU time by four, so a neighbour's load would count as the page's blocking time.
async function waitForQuietMachine(): Promise<number> {
  const busy = () => loadavg()[0]! >= availableParallelism()
  if (busy()) console.error(`load average ${loadavg()[0]!.toFixed(1)}: waiting for a quieter machine`)
  const deadline = Date.now() + 120_000
  while (busy() && Date.now() < deadline) await sleep(5000)
  return loadavg()[0]!
}

// A preview build is noindex by design (docs/decisions/023-preview-values-and-launch-gate.md), failing only `is-crawlable`.
const SKIPPED_AUDITS = previewValues(readRecord('site')).length > 0 ? ['is-crawlable'] : []

// Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated, not counted.
async function audit(chrome: LaunchedChrome, url: string, formFactor: FormFactor): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const flags = { port: chrome.port, logLevel: 'error' as const, onlyCategories: [...CATEGORIES], skipAudits: SKIPPED_AUDITS }
    const lhr = (await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined))!.lhr
    if (!lhr.runtimeError) return lhr
    if (attempt === 3) throw new Error(`lighthouse: ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    console.error(`${formFactor} ${url}: ${lhr.runtimeError.code}, running it again`)
  }
}

const repeated = { type: 'string', multiple: true } as const
const { values: options } = parseArgs({ options: { page: repeated, 'form-factor': repeated, before: { type: 'string' } } })
const formFactors = (options['form-factor'] ?? ['mobile', 'desktop']).map((value) => {
  if (value !== 'mobile' && value !== 'desktop') throw new Error(`lighthouse: --form-factor is mobile or desktop, not ${value}`)
  return value
})
ensureBuild()
const sitePages = pages().filter((page) => !options.page || options.page.includes(page.path))
if (sitePages.length === 0) throw new Error(`lighthouse: no page template has the path ${options.page?.join(', ')}`)
// --before <dir>: an earlier build, audited beside this one in the same rounds (the machine's speed drifts between runs).
if (options.before && !existsSync(join(options.before, 'index.html')))
  throw new Error(`lighthouse: --before ${options.before} is not a build`)
const beside = (page: Page) => (options.before ? [page, { ...page, name: `before: ${page.name}`, before: true }] : [page])
const targets: Array<Page> = [{ name: 'floor (one static file)', path: '/', floor: true }, ...sitePages.flatMap(beside)]
const floorDir = mkdtempSync(join(tmpdir(), 'lighthouse-floor-'))
writeFileSync(join(floorDir, 'index.html'), FLOOR_HTML)
const dirs = options.before ? [buildDir, floorDir, options.before] : [buildDir, floorDir]
const servers = await Promise.all(dirs.map(async (dir) => (await createSecureStaticServer(dir, { log: null })).server))
let chrome: LaunchedChrome | undefined
try {
  const origins = await Promise.all(servers.map(async (server) => `https://127.0.0.1:${await listen(server)}`))
  const [origin, floorOrigin, beforeOrigin] = origins
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', '--ignore-certificate-errors', ...CHROMIUM_ARGS],
    logLevel: 'error',
  })
  const cacheDir = join(projectRoot, '.cache', 'lighthouse')
  mkdirSync(cacheDir, { recursive: true })
  const results: Array<PageResult> = []
  let lhr: Result | undefined
  for (const formFactor of formFactors) {
    const perTarget = targets.map((page) => ({
      page,
      runs: [] as Array<Figures>,
      findings: [] as Array<Finding>,
      lcpElement: '',
    }))
    // Round by round: the floor and every template once per round, so they share the machine's good and bad minutes.
    for (let run = 1; run <= RUNS; run++) {
      for (const target of perTarget) {
        const { floor, path, before } = target.page
        const load = await waitForQuietMachine()
        lhr = await audit(chrome, `${floor ? floorOrigin : before ? beforeOrigin : origin}${path}`, formFactor)
        const slug = `${before ? 'before-' : ''}${floor ? 'floor' : path.slice(1).replaceAll('/', '-') || 'home'}`
        writeFileSync(join(cacheDir, `${formFactor}-${slug}-${run}.json`), JSON.stringify(lhr))
        const figures = figuresOf(lhr, load)
        target.runs.push(figures)
        target.findings.push(...findingsOf(lhr))
        target.lcpElement ||= lcpElementOf(lhr)
        console.error(
          `${formFactor.padEnd(7)} ${floor ? 'floor' : `${before ? 'before ' : ''}${path}`} run ${run}/${RUNS}: perf ${figures.scores.performance}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} (load ${load.toFixed(1)}, benchmark ${figures.benchmarkIndex})`,
        )
      }
    }
    const floorMedian = medianOf(perTarget[0]!.runs)
    for (const { page, runs, findings, lcpElement } of perTarget) {
      const medianOfRuns = medianOf(runs)
      const misses = page.floor ? [] : budgetMisses(medianOfRuns, floorMedian)
      const byAudit = [...Map.groupBy(findings, ({ id }) => id).values()].map((group) => ({ ...group[0]!, runs: group.length }))
      results.push({ ...page, formFactor, runs, median: medianOfRuns, lcpElement, findings: byAudit, misses })
    }
  }
  const benchmarks = results.flatMap((result) => result.runs.map((run) => run.benchmarkIndex))
  const meta = {
    date: new Date().toISOString().slice(0, 10),
    lighthouse: lhr!.lighthouseVersion,
    browser: lhr!.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium',
    benchmark: `${Math.min(...benchmarks)}–${Math.max(...benchmarks)}, median ${median(benchmarks)}`,
  }
  console.log(`\n${table(results)}\n`)
  if (Object.keys(options).length > 0) console.log('A partial or compared run (options given): reports/ left as they were.')
  else {
    const data = { ...meta, runsPerPage: RUNS, budgets: BUDGETS, results }
    writeFileSync(join(projectRoot, 'reports/lighthouse.json'), `${JSON.stringify(data, null, 2)}\n`)
    writeFileSync(join(projectRoot, 'reports/lighthouse.md'), markdownReport(results, meta))
    console.log('Wrote reports/lighthouse.json and reports/lighthouse.md')
  }
  const missed = results.filter((result) => result.misses.length > 0)
  for (const result of missed) console.error(`MISSED ${result.formFactor} ${result.path}: ${result.misses.join('; ')}`)
  if (missed.length > 0) process.exitCode = 1
  else console.log('Every page template meets the Lighthouse budgets against the floor on mobile and desktop.')
} finally {
  chrome?.kill()
  await Promise.all(servers.map(close))
  rmSync(floorDir, { recursive: true, force: true })
}
