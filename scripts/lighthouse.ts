import { mkdirSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse'
import { getPosts } from '#src/content/posts.server.ts'
import { countWords } from '#src/lib/read-time.ts'
import { buildDir, ensureBuild, projectRoot } from '../server/build-state.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { createStaticServer } from '../server/static-server.ts'
import { formatBytes, median, writeReport } from './measure-report.ts'

/**
 * `npm run lighthouse`: Lighthouse on every page template, mobile (default config, simulated throttling) and desktop,
 * three runs each, medians held to DESIGN.md §8. Writes reports/lighthouse.{json,md} and exits 1 on a missed budget.
 * Full Lighthouse results of every run go to .cache/lighthouse/ for investigation (not committed).
 *
 * While investigating, `npm run lighthouse -- --page /pricing --form-factor mobile` audits a subset and prints the
 * table without writing the reports.
 */
const RUNS = 3
const CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

/** DESIGN.md §8, held on mobile and, with the same numbers, on desktop. Scores are 0–100, times in ms. */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 100,
  cls: 0,
} as const

type FormFactor = 'mobile' | 'desktop'
type Category = (typeof CATEGORIES)[number]
type Template = { name: string; path: string }

type RunFigures = {
  scores: Record<Category, number>
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  transferBytes: number
  scriptBytes: number
  /** Lighthouse's CPU benchmark of the machine during the run: lower means a busier or slower machine. */
  benchmarkIndex: number
  /** The machine's one-minute load average when the run started. */
  loadAverage: number
}

type Finding = { id: string; title: string; category: Category; runs: number }

type PageResult = {
  template: string
  path: string
  formFactor: FormFactor
  runs: Array<RunFigures>
  median: RunFigures
  lcpElement: string | null
  findings: Array<Finding>
  misses: Array<string>
}

/** The article with the most words: the heaviest page of the blog template. */
function longestArticle(): Template {
  const [longest] = getPosts()
    .map((post) => ({ id: post.id, words: countWords(post.html.replace(/<[^>]+>/g, ' ')) }))
    .sort((a, b) => b.words - a.words)
  if (!longest) throw new Error('lighthouse: the blog has no articles')
  return { name: `longest article (${longest.words} words)`, path: `/blogs/${longest.id}` }
}

function templates(): Array<Template> {
  return [
    { name: 'home', path: '/' },
    { name: 'service', path: '/services/sales' },
    { name: 'industry', path: '/industries/healthcare' },
    { name: 'pricing', path: '/pricing' },
    { name: 'contact', path: '/contact' },
    { name: 'blog index', path: '/blogs' },
    longestArticle(),
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
    scriptBytes: scriptTransferBytes(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    loadAverage: loadavg()[0]!,
  }
}

/** Audits that cost a category points: failed binary audits, and for performance the metrics below 90. */
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

/** The LCP element as Lighthouse names it (its LCP breakdown insight), e.g. `<img src=…> Illustration for …`. */
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
    scriptBytes: of((run) => run.scriptBytes),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    loadAverage: of((run) => run.loadAverage),
  }
}

function budgetMisses(figures: RunFigures): Array<string> {
  const misses: Array<string> = []
  for (const category of CATEGORIES) {
    if (figures.scores[category] < BUDGETS[category])
      misses.push(`${category} ${figures.scores[category]} < ${BUDGETS[category]}`)
  }
  if (figures.lcpMs > BUDGETS.lcpMs) misses.push(`LCP ${Math.round(figures.lcpMs)} ms > ${BUDGETS.lcpMs} ms`)
  if (figures.tbtMs > BUDGETS.tbtMs) misses.push(`TBT ${Math.round(figures.tbtMs)} ms > ${BUDGETS.tbtMs} ms`)
  if (figures.cls > BUDGETS.cls) misses.push(`CLS ${figures.cls.toFixed(4)} > ${BUDGETS.cls}`)
  return misses
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`
}

function tableRows(results: ReadonlyArray<PageResult>): Array<Array<string>> {
  return results.map(({ template, path, formFactor, median: m, misses }) => [
    `${template} \`${path}\``,
    formFactor,
    String(m.scores.performance),
    String(m.scores.accessibility),
    String(m.scores['best-practices']),
    String(m.scores.seo),
    seconds(m.fcpMs),
    seconds(m.lcpMs),
    `${Math.round(m.tbtMs)} ms`,
    m.cls.toFixed(3),
    formatBytes(m.transferBytes),
    formatBytes(m.scriptBytes),
    misses.length === 0 ? 'pass' : 'MISS',
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
  'transferred',
  'script',
  'budget',
]

function markdownReport(results: ReadonlyArray<PageResult>, meta: Record<string, string>): string {
  const lines = [
    '# Lighthouse',
    '',
    `Generated by \`npm run lighthouse\` on ${meta.date}: Lighthouse ${meta.lighthouse}, ${meta.browser}, ${RUNS} runs per page and form factor, medians.`,
    `Lighthouse's CPU benchmark index over all runs: ${meta.benchmark} (lower is a busier machine; simulated throttling scales the CPU time it observes, so TBT moves with it).`,
    'Mobile: the default config (Moto G Power emulation, simulated slow 4G and 4× CPU throttling). Desktop: Lighthouse’s desktop config.',
    `Budgets (DESIGN.md §8): Performance ≥ ${BUDGETS.performance}, Accessibility, Best Practices and SEO ${BUDGETS.accessibility}, LCP ≤ ${seconds(BUDGETS.lcpMs)}, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ${BUDGETS.cls}.`,
    '',
    markdownTable(TABLE_HEADER, tableRows(results)),
    '',
    'Transferred and script bytes are what crossed the network (compressed), from `total-byte-weight` and `resource-summary`.',
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
  for (const result of results) {
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

/**
 * Simulated throttling multiplies the CPU time Lighthouse observes by four, so a run that shares the CPU with a
 * build or a test suite reports that neighbour's cost as the page's blocking time. Before each run the script waits
 * (at most QUIET_WAIT_MS) for the one-minute load average to drop below the number of CPUs. It never drops a run.
 */
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

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is retried, not counted. */
const ATTEMPTS_PER_RUN = 3

async function auditPage(chrome: LaunchedChrome, url: string, formFactor: FormFactor): Promise<Result> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
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
    options: { page: { type: 'string', multiple: true }, 'form-factor': { type: 'string', multiple: true } },
  })
  const formFactors = (values['form-factor'] ?? ['mobile', 'desktop']).map((value) => {
    if (value !== 'mobile' && value !== 'desktop') throw new Error(`lighthouse: --form-factor is mobile or desktop, not ${value}`)
    return value
  })
  return { paths: values.page, formFactors, partial: values.page !== undefined || values['form-factor'] !== undefined }
}

async function main() {
  const options = parseOptions()
  ensureBuild()
  const pages = templates().filter((page) => !options.paths || options.paths.includes(page.path))
  if (pages.length === 0) throw new Error(`lighthouse: no page template has the path ${options.paths?.join(', ')}`)
  const server = createStaticServer(buildDir, { log: null })
  let chrome: LaunchedChrome | undefined
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', resolve)
    })
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS, logLevel: 'error' })
    const cacheDir = join(projectRoot, '.cache', 'lighthouse')
    mkdirSync(cacheDir, { recursive: true })

    const results: Array<PageResult> = []
    let lighthouseVersion = ''
    let browser = ''
    for (const formFactor of options.formFactors) {
      for (const page of pages) {
        const runs: Array<RunFigures> = []
        const findings = new Map<string, Finding>()
        let lcpElement: string | null = null
        for (let run = 1; run <= RUNS; run++) {
          const load = await waitForQuietMachine()
          const lhr = await auditPage(chrome, `${origin}${page.path}`, formFactor)
          lighthouseVersion = lhr.lighthouseVersion
          browser = lhr.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? 'Chromium'
          const slug = page.path === '/' ? 'home' : page.path.slice(1).replaceAll('/', '-')
          writeFileSync(join(cacheDir, `${formFactor}-${slug}-${run}.json`), JSON.stringify(lhr))
          const figures = { ...figuresOf(lhr), loadAverage: load }
          runs.push(figures)
          lcpElement ??= lcpElementOf(lhr)
          for (const finding of findingsOf(lhr)) {
            const seen = findings.get(finding.id)
            findings.set(finding.id, { ...finding, runs: (seen?.runs ?? 0) + 1 })
          }
          console.error(
            `${formFactor.padEnd(7)} ${page.path} run ${run}/${RUNS}: perf ${figures.scores.performance}, LCP ${seconds(figures.lcpMs)}, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls.toFixed(3)} (load ${load.toFixed(1)}, benchmark ${figures.benchmarkIndex})`,
          )
        }
        const medianOfRuns = medianFigures(runs)
        results.push({
          template: page.name,
          path: page.path,
          formFactor,
          runs,
          median: medianOfRuns,
          lcpElement,
          findings: [...findings.values()],
          misses: budgetMisses(medianOfRuns),
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

    const missed = results.filter((result) => result.misses.length > 0)
    for (const result of missed) console.error(`MISSED ${result.formFactor} ${result.path}: ${result.misses.join('; ')}`)
    if (missed.length > 0) process.exitCode = 1
    else console.log('Every page template meets the Lighthouse budgets on mobile and desktop.')
  } finally {
    chrome?.kill()
    server.closeAllConnections()
    server.close()
  }
}

await main()
