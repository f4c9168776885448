import type { OfferingRecord } from '#src/content/schemas.ts'
import type { Figure } from './figure.server.ts'

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

/** What each scene shows, for its alt text; `tools` is the list of the tools drawn, `tasks` the key tasks named. */
const SCENE_WORDS: Record<OfferingScene, string> = {
  pipeline: 'A deal pipeline: prospect cards moving through research, outreach and booking columns to a booked meeting',
  'support-inbox': 'A ticket inbox beside a live chat, where a chatbot hands the conversation to a support agent',
  ledger: 'A ledger whose bank and book columns match line by line, each row ticked as reconciled',
  'calendar-travel': 'A week calendar with meetings blocked out, beside a travel plan from departure to arrival',
  'content-calendar': 'A content calendar of posts planned across the month, beside a phone showing the next post',
  'agent-handoff': 'A conversation with an AI agent that hands a question over to a person',
  'page-build': 'A web page being assembled from components: header, hero, cards and footer slotting into a browser window',
  'admin-desk': 'An inbox sorted into folders, a day on the calendar and a documents checklist',
  'order-board': 'An order board with parcels moving from new through packed to shipped',
  'month-end-close': 'A month-end close checklist with each step ticked, beside the month on a calendar',
  'policy-claim': 'A policy document with a shield seal beside a claim file with its documents',
  listings: 'Three property listings above a day of scheduled showings and a map pin',
  'job-schedule': 'A job schedule of staggered trade bars beside a site plan of the building',
  'patient-schedule': "A day's patient schedule where each appointment carries an insurance check",
  'work-board': 'A work board of key tasks',
}

export type OfferingArt = ReturnType<typeof offeringArt>

export function offeringArt(page: Pick<OfferingRecord, 'icon' | 'keyTasks' | 'tools' | 'techCategories'> & { slug: string }) {
  const scene = (OFFERING_SCENES[page.slug as keyof typeof OFFERING_SCENES] ?? 'work-board') as OfferingScene
  const names = (page.tools ?? page.techCategories?.flatMap((category) => category.tools.slice(0, 1)) ?? []).map(
    (tool) => tool.name,
  )
  const tools = chipRow(names, TOOL_ROOM[scene])
  const tasks = page.keyTasks.map((task) => ({ title: task.title, icon: task.icon ?? 'Check' }))
  const shown = tools.map((tool) => tool.word)
  const words =
    scene === 'work-board'
      ? `${SCENE_WORDS[scene]}: ${listFormat.format(tasks.slice(0, 5).map((task) => task.title))}`
      : SCENE_WORDS[scene]
  return {
    scene,
    icon: page.icon,
    tasks,
    tools,
    alt: shown.length > 0 ? `${words}, with ${listFormat.format(shown)} named beside it` : words,
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

const COVER_TAGS: Record<string, CoverScene> = {
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

/**
 * What each cover shows, in two parts: the card says the first, which the blog repeats nineteen times within its first
 * round trip (decision 020); the article says both. `n` is the number of items drawn from the article.
 */
const COVER_WORDS: Record<CoverScene, (n: number) => readonly [string, string]> = {
  security: (n) => [
    `A padlocked shield beside an access list of ${spell(n)} people`,
    ', each with their own key, the last one refused',
  ],
  'revenue-cycle': (n) => [`A revenue cycle of ${spell(n)} stages around a medical claim`, ''],
  house: (n) => ['A house for sale with its listing card', ` and ${spell(n)} showings pinned on a map`],
  storefronts: (n) => [`${capital(spell(n))} online storefronts side by side`, ' above a row of parcels ready to ship'],
  feed: (n) => ['A phone post beside a week of planned posts', `, on ${spell(n)} of its days`],
  'time-zones': () => ['Two clocks in different time zones', ' above two working days that overlap for a few hours'],
  week: (n) => ['A founder’s week on a calendar', ` with ${spell(n)} blocks held, beside an emptied inbox tray with a tick`],
  'agent-desk': (n) => [
    'An AI agent’s chat handed over to a person',
    ` after ${spell(n)} messages, beside a clock for answers around the clock`,
  ],
  versus: (n) => ['An AI agent and a person side by side', `, each with ${spell(n)} tasks suited to it`],
  skills: (n) => [`A person at the centre of ${spell(n)} linked tools`, ', every other one automated'],
  workflow: (n) => [`${capital(spell(n))} automation recipes`, ', each a trigger leading to an action and a result'],
  hours: (n) => [`A calculator beside ${spell(n)} columns of hour blocks`, ', counted before a plan is chosen'],
  costs: (n) => [`${capital(spell(n))} stacks of coins beside a receipt`, ", in proportion to the article's costs"],
  'task-grid': (n) => [`A grid of ${spell(n)} task boxes, most of them filled in`, ' as done, in coloured areas'],
  handoff: (n) => [`An owner handing ${spell(n)} task cards to an assistant`, ''],
  'org-chart': (n) => [`A team chart of one lead over ${spell(n - 1)} roles`, ', the newest two drawn as flexible seats'],
  funnel: (n) => [`A sales funnel of ${spell(n)} stages`, ' narrowing from leads to a booked meeting'],
  'video-call': (n) => [`A laptop on a video call with ${spell(n)} teammates`, ' and a passkey'],
  'time-audit': (n) => [
    `The owner’s week as a pie of ${spell(n)} slices`,
    " in proportion to the article's time audit, one lifted out toward an assistant",
  ],
}

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
  return COVER_TOPICS.find(([pattern]) => pattern.test(topic))?.[1] ?? COVER_TAGS[article.tags[0] ?? ''] ?? 'handoff'
}

export type CoverArt = ReturnType<typeof coverArt>

/** An article's cover: the scene of its topic, drawn from its figure (its values, or its steps) and its sections. */
export function coverArt(article: {
  title: string
  sections: ReadonlyArray<string>
  figures: ReadonlyArray<Figure>
  tags: ReadonlyArray<string>
}) {
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
  const [short, detail] = COVER_WORDS[scene](count)
  const shows = `${short}${detail}`
  return {
    scene,
    count,
    values,
    sections: article.sections.length,
    alt: figure ? `${shows}. The article's figure: ${figure.title}` : shows,
    shortAlt: short,
  }
}

const WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve']

function spell(n: number): string {
  return WORDS[n] ?? String(n)
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function numberIn(text: string): number {
  return Number(/\d+/.exec(text)?.[0] ?? 0)
}
