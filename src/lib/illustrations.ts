import type { PostTag } from '#src/collections/schemas/blog.ts'
import type { OfferingRecord } from '#src/collections/schemas/offerings.ts'
import type { PictureWords } from '#src/collections/schemas/pictures.ts'
import type { Figure } from './figure.server.ts'
import { fillWords } from './words.ts'

// Each page's picture is a scene of its own work, drawn from its record, never repeating its heading
// (docs/decisions/049-one-illustration-system.md, after 029).

const listFormat = new Intl.ListFormat('en-US', { type: 'conjunction' })

/** Type size of a chip's word, in drawing units; the drawing's labels are read at this size or left out. */
export const CHIP_TEXT = 15

/**
 * An estimate of a label's width at weight 600 in the widest common system font (DejaVu Sans Bold, Linux's fallback),
 * so a word that will not fit is left out, never cut.
 */
export function textWidth(text: string, size: number): number {
  return text.length * size * 0.7
}

/** Words on pills in one row: as many as fit in `width`, each with its place; the rest are left out rather than cut. */
export function chipRow(words: ReadonlyArray<string>, width: number): Array<{ word: string; x: number; w: number }> {
  const placed: Array<{ word: string; x: number; w: number }> = []
  let cursor = 0
  for (const word of words) {
    const w = Math.round(textWidth(word, CHIP_TEXT) + 20)
    if (cursor + w > width) break
    placed.push({ word, x: cursor, w })
    cursor += w + 8
  }
  return placed
}

/** The scene each service and industry shows: its own work (issue 47). A page added later shows the work board. */
export const OFFERING_SCENES = {
  sales: 'pipeline',
  'customer-support': 'support-inbox',
  'book-keeping': 'ledger',
  'executive-assistant': 'calendar-travel',
  marketing: 'content-calendar',
  'ai-agents': 'agent-handoff',
  'web-design-development': 'page-build',
  administrative: 'admin-desk',
  ecommerce: 'order-board',
  accounting: 'month-end-close',
  insurance: 'policy-claim',
  'real-estate': 'listings',
  construction: 'job-schedule',
  healthcare: 'patient-schedule',
} as const

export type OfferingScene = (typeof OFFERING_SCENES)[keyof typeof OFFERING_SCENES] | 'work-board'

/** Room for the tool chips in each scene, in drawing units of its 480 × 360 frame. */
export const TOOL_ROOM: Record<OfferingScene, number> = {
  pipeline: 440,
  'support-inbox': 204,
  ledger: 440,
  'calendar-travel': 440,
  'content-calendar': 300,
  'agent-handoff': 430,
  'page-build': 440,
  'admin-desk': 440,
  'order-board': 440,
  'month-end-close': 160,
  'policy-claim': 210,
  listings: 440,
  'job-schedule': 156,
  'patient-schedule': 122,
  'work-board': 440,
}

export type OfferingArt = ReturnType<typeof offeringArt>

/** The scene of a service or industry page and its alt text, in the words of content/pictures.yaml. */
export function offeringArt(
  page: Pick<OfferingRecord, 'icon' | 'keyTasks' | 'tools' | 'techCategories'> & { slug: string },
  words: Pick<PictureWords, 'offerings'>,
) {
  const scene = (OFFERING_SCENES[page.slug as keyof typeof OFFERING_SCENES] ?? 'work-board') as OfferingScene
  const names = (page.tools ?? page.techCategories?.flatMap((category) => category.tools.slice(0, 1)) ?? []).map(
    (tool) => tool.name,
  )
  const tools = chipRow(names, TOOL_ROOM[scene])
  const tasks = page.keyTasks.map((task) => ({ title: task.title, icon: task.icon ?? 'Check' }))
  const shown = tools.map((tool) => tool.word)
  const shows = fillWords(words.offerings.scenes[scene], {
    tasks: listFormat.format(tasks.slice(0, 5).map((task) => task.title)),
  })
  return {
    scene,
    icon: page.icon,
    tasks,
    tools,
    alt: shown.length > 0 ? fillWords(words.offerings.withTools, { picture: shows, tools: listFormat.format(shown) }) : shows,
  }
}

/**
 * Each article's cover is chosen from its topic: the first rule its title or tags match, else its first tag. An
 * article added later takes the scene of its topic without a second edit.
 */
const COVER_TOPICS: ReadonlyArray<readonly [RegExp, CoverScene]> = [
  [/secur|privacy|\bNDA\b/i, 'security'],
  [/medical|patient|health/i, 'revenue-cycle'],
  [/real estate|propert/i, 'house'],
  [/amazon|ebay|shopify|e-?commerce|\bstore/i, 'storefronts'],
  [/social media/i, 'feed'],
  [/time zone/i, 'time-zones'],
  [/executive|founder/i, 'week'],
  [/customer (service|support)/i, 'agent-desk'],
  [/\bvs\.?\s|versus/i, 'versus'],
  [/workforce/i, 'skills'],
  [/automation|recipe/i, 'workflow'],
  [/count the hours|estimate/i, 'hours'],
  [/\bcost|money|budget/i, 'costs'],
  [/\btop \d+|\d+ tasks/i, 'task-grid'],
  [/\bfirst\b/i, 'handoff'],
  [/scal|headcount/i, 'org-chart'],
  [/sales|pipeline/i, 'funnel'],
  [/remote work/i, 'video-call'],
  [/delegat/i, 'time-audit'],
]

const COVER_TAGS: Partial<Record<PostTag, CoverScene>> = {
  AI: 'workflow',
  Automation: 'workflow',
  'Business Growth': 'org-chart',
  Delegation: 'handoff',
  'Executive Support': 'week',
  Leadership: 'org-chart',
  Productivity: 'time-audit',
  'Remote Work': 'video-call',
  Sales: 'funnel',
}

export const COVER_SCENES = [
  'security',
  'revenue-cycle',
  'house',
  'storefronts',
  'feed',
  'time-zones',
  'week',
  'agent-desk',
  'versus',
  'skills',
  'workflow',
  'hours',
  'costs',
  'task-grid',
  'handoff',
  'org-chart',
  'funnel',
  'video-call',
  'time-audit',
] as const

export type CoverScene = (typeof COVER_SCENES)[number]

// The org chart draws its lead above the roles its words count.
const COUNTED: Partial<Record<CoverScene, (items: number) => number>> = { 'org-chart': (items) => items - 1 }

/** How many items each cover draws: within what its layout holds. */
const COVER_ITEMS: Record<CoverScene, readonly [number, number]> = {
  security: [3, 4],
  'revenue-cycle': [4, 6],
  house: [2, 3],
  storefronts: [3, 3],
  feed: [3, 7],
  'time-zones': [2, 2],
  week: [3, 6],
  'agent-desk': [3, 4],
  versus: [2, 4],
  skills: [4, 6],
  workflow: [2, 5],
  hours: [3, 6],
  costs: [2, 6],
  'task-grid': [50, 50],
  handoff: [3, 5],
  'org-chart': [3, 7],
  funnel: [3, 5],
  'video-call': [3, 4],
  'time-audit': [3, 6],
}

export function coverSceneFor(article: { title: string; tags: ReadonlyArray<string> }): CoverScene {
  const topic = `${article.title} | ${article.tags.join(' | ')}`
  return COVER_TOPICS.find(([pattern]) => pattern.test(topic))?.[1] ?? COVER_TAGS[article.tags[0] as PostTag] ?? 'handoff'
}

export type CoverArt = ReturnType<typeof coverArt>

/**
 * An article's cover: the scene of its topic, drawn from its figure (its values, or its steps) and its sections. The
 * card says what the cover shows in the words of content/pictures.yaml; the article adds its details and its figure's
 * title. The card's words are repeated nineteen times in the blog's first round trip (decision 020).
 */
export function coverArt(
  article: {
    title: string
    sections: ReadonlyArray<string>
    figures: ReadonlyArray<Figure>
    tags: ReadonlyArray<string>
  },
  words: Pick<PictureWords, 'covers' | 'numbers'>,
) {
  const scene = coverSceneFor(article)
  const figure = article.figures[0]
  const [least, most] = COVER_ITEMS[scene]
  const wanted = scene === 'task-grid' ? numberIn(article.title) : (figure?.items.length ?? article.sections.length)
  const count = Math.max(least, Math.min(most, wanted || least))
  const largest = figure?.kind === 'bars' ? Math.max(...figure.items.map((item) => item.value), 1) : 1
  // The figure's values as shares of its largest, or for a figure of steps one rising share per step.
  const values = Array.from({ length: count }, (_, index) => {
    const item = figure?.items[index % (figure?.items.length || 1)]
    if (figure?.kind === 'bars' && item && 'value' in item) return Math.max(0.08, item.value / largest)
    return (index + 1) / count
  })
  const counted = COUNTED[scene]?.(count) ?? count
  const spelled = words.numbers[counted - 1] ?? String(counted)
  const { card, article: onArticle } = words.covers.scenes[scene]
  const short = sentence(fillWords(card, { count: spelled }))
  const shows = sentence(fillWords(onArticle, { card: short, count: spelled }))
  return {
    scene,
    count,
    values,
    sections: article.sections.length,
    alt: figure ? fillWords(words.covers.withFigure, { picture: shows, figure: figure.title }) : shows,
    shortAlt: short,
  }
}

/** A description starts with a capital, also when its first word is a number the page filled in. */
function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function numberIn(text: string): number {
  return Number(/\d+/.exec(text)?.[0] ?? 0)
}
