import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { expect, test } from 'vitest'

// DESIGN.md §4 and decision 048: every word a visitor reads is in content/, except the specification's fixed texts.
// A scan of the code that renders pages finds each English phrase (two words or more) written in it; a phrase passes
// only as one of the specification's fixed texts below.

/**
 * The specification's fixed texts, as it writes them (`{…}`: the part the page fills in). Expected values from the
 * specification, not from the code.
 */
const SPEC_FIXED_TEXTS = [
  // §2 Blog article, Blog index, Careers, Job detail
  'Ready to Transform Your Business?',
  'Schedule a Free Consultation',
  'Related Articles',
  'Read More',
  'No open positions at the moment. Please check back later for new opportunities.',
  'Flexible hours',
  'View Details & Apply',
  'Apply Now',
  'About This Role',
  'Key Responsibilities',
  'Position Details',
  // §2 Service and industry pages, placeholder pages
  'Your Preferred Tools and Software',
  'Tools We Use in the {industry} Industry',
  'content coming soon',
  // §2 404 and §8 Error catalogue
  'Oops! Page not found',
  'Return to Home',
  'Blog Post Not Found',
  "The blog post you're looking for doesn't exist.",
  'Back to Blogs',
  'Job Not Found',
  "The job you're looking for doesn't exist or has been removed.",
  'Unexpected Application Error!',
  // §3 Blog article: readTime
  '{minutes} min read',
  // §3 Blog article: the tags seen (an article's tags, and the keys the covers are chosen by)
  'Virtual Assistants',
  'Sales',
  'Executive Support',
  'Productivity',
  'Delegation',
  'Remote Work',
  'AI',
  'Automation',
  'Business Growth',
  'Leadership',
]

/** Where visitor-facing text is written: the page code, and the helpers that word what pages show. */
const SCANNED = ['src/components', 'src/pages', 'src/layouts', 'src/lib']

/**
 * Helpers whose words are for the owner or the developer (the CMS's forms, build and upload errors) or for machines
 * (headers, structured data for search engines), never shown on a page.
 */
const NOT_FOR_VISITORS = new Set([
  'src/lib/admin-bundle.server.ts',
  'src/lib/article.server.ts',
  'src/lib/cms.ts',
  'src/lib/content-file.ts',
  'src/lib/csp.ts',
  'src/lib/figure.server.ts',
  'src/lib/format.ts',
  'src/lib/goals.ts',
  'src/lib/pictures.ts',
  'src/lib/posts.ts',
  'src/lib/structured-data.ts',
  'src/lib/uploads.server.ts',
  'src/pages/admin.html.ts',
  'src/pages/admin/config.yml.ts',
  'src/pages/robots.txt.ts',
  'src/pages/sitemap.xml.ts',
])

/** Attributes whose values no visitor reads as words. */
const CODE_ATTRIBUTES =
  /^(class|className|id|href|src|srcSet|type|name|rel|target|role|d|viewBox|xmlns|fill|stroke|sizes|loading|decoding|fetchPriority|inputMode|autoComplete|enterKeyHint|htmlFor|key|slot|method|as|content|property|lang|charset|data-[\w-]+|aria-(controls|describedby|labelledby|live|current|haspopup)|[a-z]+:[\w-]+)$/

/** Calls whose arguments are code or messages for developers: class names, tag names, errors, build reports, logs. */
const CODE_CALLS =
  /^(cn|cva|buttonVariants|words|Error|RangeError|TypeError|report|console\.\w+|import|require|Astro\.csp\??\.\w+)$/

// Two words of letters side by side: "Clear search", "Save {} a month".
const PHRASE = /[A-Za-z][A-Za-z'’]*[,.;:!?]?\s+(?:\{\}\s+)?[A-Za-z{][A-Za-z'’}]*/

// Code that happens to hold two words: markup, a call (`linear-gradient(…)`, `console.error(…)`), an address or
// path, a MIME type, or a class list (lowercase tokens, one with a hyphen or colon at least).
const CODE_LIKE = [
  /<\/?(?:[a-z]|\{\})[^>]*>/,
  /[\w.-]\(/,
  /^\/|:\/\//,
  /;\s*charset=/,
  /^(?=.*[-:])[a-z0-9:[\]()/.%#&>*+~=!@_-]+(?:\s+[a-z0-9:[\]()/.%#&>*+~=!@_-]+)+$/,
]
const isCodeLike = (text: string) => CODE_LIKE.some((pattern) => pattern.test(text.trim()))

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

type Phrase = { file: string; line: number; text: string }

function skipped(node: ts.Node): boolean {
  // A list written as one string and split in code: tag names, or the month names of the specification's en-US dates.
  const parent = node.parent
  if (ts.isPropertyAccessExpression(parent) && parent.expression === node && parent.name.text === 'split') return true
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isJsxAttribute(at) && CODE_ATTRIBUTES.test(at.name.getText())) return true
    if (ts.isPropertyAssignment(at) && /^(className|class)$/.test(at.name.getText())) return true
    if ((ts.isCallExpression(at) || ts.isNewExpression(at)) && CODE_CALLS.test(at.expression.getText())) return true
    if (ts.isThrowStatement(at) || ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isTypeNode(at)) return true
    if (ts.isFunctionLike(at) || ts.isSourceFile(at)) return false
  }
  return false
}

/** JSX text with the expressions beside it, `{}` for each: "All {name}" is one phrase, up to the next element. */
function jsxRuns(node: ts.JsxElement | ts.JsxFragment): Array<{ at: ts.Node; text: string }> {
  const runs: Array<{ at: ts.Node; text: string }> = []
  let run: { at: ts.Node; text: string } | undefined
  for (const child of node.children) {
    if (ts.isJsxText(child) || (ts.isJsxExpression(child) && child.expression)) {
      if (!run) runs.push((run = { at: child, text: '' }))
      run.text += ts.isJsxText(child) ? decode(child.text.replace(/\s+/g, ' ')) : '{}'
    } else run = undefined
  }
  return runs
}

const decode = (text: string) => text.replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)

/** Each string, template and run of JSX text in `source` that reads as words, with `{}` where the code fills in. */
export function phrasesIn(source: string, file: string): Array<Phrase> {
  const tsx = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: Array<Phrase> = []
  const keep = (at: ts.Node, text: string) => {
    if (PHRASE.test(text) && !isCodeLike(text) && !skipped(at))
      found.push({ file, line: tsx.getLineAndCharacterOfPosition(at.getStart()).line + 1, text })
  }
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) keep(node, node.text)
    else if (ts.isTemplateExpression(node))
      keep(node, [node.head.text, ...node.templateSpans.map((span) => `{}${span.literal.text}`)].join(''))
    else if (ts.isJsxElement(node) || ts.isJsxFragment(node)) for (const run of jsxRuns(node)) keep(run.at, run.text)
    ts.forEachChild(node, visit)
  }
  visit(tsx)
  return found
}

/** An .astro file as TSX: its frontmatter, then its template as one fragment (Astro's markup is JSX-like). */
function astroAsTsx(source: string): string {
  const [, frontmatter = '', template = source] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? []
  const markup = template.replace(/<!--[\s\S]*?-->/g, '').replace(/<script[\s\S]*?<\/script>/g, '')
  return `${frontmatter}\nconst template = <>${markup}</>\n`
}

function sourceFiles(): Array<string> {
  return SCANNED.flatMap((dir) =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|astro)$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name)),
  ).filter((file) => !NOT_FOR_VISITORS.has(file))
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const fixed = SPEC_FIXED_TEXTS.map(
  (text) =>
    new RegExp(
      `^\\s*${text
        .split(/\{\w+\}/)
        .map(escape)
        .join('(?:\\{\\}|\\S+)')}[.]?\\s*$`,
      'i',
    ),
)
const isSpecFixedText = (text: string) => fixed.some((pattern) => pattern.test(text))

function phrasesInCode(): Array<Phrase> {
  return sourceFiles().flatMap((file) => {
    const source = readFileSync(file, 'utf8')
    return phrasesIn(file.endsWith('.astro') ? astroAsTsx(source) : source, file)
  })
}

test('no page code writes an English phrase of its own: each is in content/ or is a fixed text of the specification', () => {
  const own = phrasesInCode().filter(({ text }) => !isSpecFixedText(text))
  expect(own.map(({ file, line, text }) => `${file}:${line}: ${JSON.stringify(text)}`)).toEqual([])
})

test('the scan finds a sentence typed into a component, in text, attributes, strings and templates', () => {
  const component = `
    const NOTE = 'We answer every message within an hour.'
    export function Box({ name }: { name: string }) {
      return (
        <section className="mt-4 flex gap-2" aria-labelledby="box-heading">
          <h2 id="box-heading">Talk to our team</h2>
          <p>{\`Hello \${name}, welcome back\`}</p>
          <button aria-label="Close the box" type="button" />
          <p>{NOTE}</p>
          <a href="/pricing">See all {name} plans</a>
        </section>
      )
    }`
  expect(phrasesIn(component, 'box.tsx').map((phrase) => phrase.text)).toEqual([
    'We answer every message within an hour.',
    'Talk to our team',
    'Hello {}, welcome back',
    'Close the box',
    'See all {} plans',
  ])
})

test('class lists, ids, paths, errors and type names are not read as words', () => {
  const component = `
    type Kind = 'a b'
    export function Box() {
      if (Math.random() > 2) throw new Error('the box broke badly')
      return <a href="/blogs/tags/remote-work" id="box heading" className={cn('mt-4 text-sm', 'font-bold')}>{'{}'}</a>
    }`
  expect(phrasesIn(component, 'box.tsx')).toEqual([])
})

test('a specification fixed text passes only as the specification writes it', () => {
  expect(isSpecFixedText('Oops! Page not found')).toBe(true)
  expect(isSpecFixedText('Tools We Use in the {} Industry')).toBe(true)
  expect(isSpecFixedText('{} min read')).toBe(true)
  expect(isSpecFixedText('Oops! This page is gone')).toBe(false)
  expect(isSpecFixedText('Ready to Transform Your Business Today?')).toBe(false)
})
