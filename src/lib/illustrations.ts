import type { OfferingRecord } from '#src/content/schemas.ts'
import type { Figure } from './figure.server.ts'
import { truncate } from './seo.ts'

// Drawn from each page's own data, never repeating its heading (docs/decisions/029-pictures-drawn-from-data-and-uploads.md).

const BOARD_TASKS = 5
const BOARD_TOOLS = 4
const OUTLINE_SECTIONS = 5

/** Characters that fit a row of each drawing at its type size, in the widest common system font. */
const TASK_CHARS = 31
const TOOL_LINE_CHARS = 18
const SECTION_CHARS = 38
/** Lines the tools card holds beside the board; a long tool name takes two. */
const TOOL_LINES = 5
/** A long heading's length, the full width of a card's bar. */
const LONG_HEADING = 60

const listFormat = new Intl.ListFormat('en-US', { type: 'conjunction' })

export type WorkBoard = ReturnType<typeof workBoard>

export function workBoard(page: Pick<OfferingRecord, 'icon' | 'keyTasks' | 'tools' | 'techCategories'>) {
  const tasks = page.keyTasks.slice(0, BOARD_TASKS)
  const pinned = page.tools ?? page.techCategories?.flatMap((category) => category.tools.slice(0, 1)) ?? []
  const tools: Array<{ name: string; lines: Array<string> }> = []
  for (const { name } of pinned.slice(0, BOARD_TOOLS)) {
    const lines = wrapName(name)
    if (tools.reduce((count, tool) => count + tool.lines.length, lines.length) > TOOL_LINES) break
    tools.push({ name, lines })
  }
  const toolNames = tools.map((tool) => tool.name)
  const listed = `A work board listing ${listFormat.format(tasks.map((task) => task.title))}`
  return {
    alt: toolNames.length > 0 ? `${listed}, with ${listFormat.format(toolNames)} pinned beside it` : listed,
    icon: page.icon,
    tasks: tasks.map((task) => ({ title: truncate(task.title, TASK_CHARS), icon: task.icon })),
    tools: tools.map((tool) => tool.lines),
  }
}

/** A tool's name in lines of the card's width: at most two, the second cut short if it must be. */
function wrapName(name: string): Array<string> {
  if (name.length <= TOOL_LINE_CHARS) return [name]
  const words = name.split(' ')
  let first = ''
  while (words.length > 1 && `${first} ${words[0]}`.trim().length <= TOOL_LINE_CHARS) first = `${first} ${words.shift()}`.trim()
  return first ? [first, truncate(words.join(' '), TOOL_LINE_CHARS)] : [truncate(name, TOOL_LINE_CHARS)]
}

export type ArticleOutline = ReturnType<typeof articleOutline>

/** An article's section headings as a numbered outline beside its figure's shape; without sections, its tags. */
export function articleOutline(article: {
  sections: ReadonlyArray<string>
  figures: ReadonlyArray<Figure>
  tags: ReadonlyArray<string>
  /** Picks the drawing's colours: the place of the article's first tag in the tag list. */
  tone: number
}) {
  const total = article.sections.length
  const rows = (total > 0 ? article.sections : article.tags).slice(0, OUTLINE_SECTIONS)
  const count = `${total} section${total === 1 ? '' : 's'}`
  const outline =
    total === 0
      ? `The article's topics as a numbered list: ${listFormat.format(rows)}`
      : `${total > rows.length ? `The first ${rows.length} of the article's ${count}` : `The article's ${count}`} as a numbered outline`
  const figure = article.figures[0]
  const chart = figure && (figure.kind === 'bars' ? 'a bar chart' : `a ${figure.items.length}-step diagram`)
  return {
    alt: figure ? `${outline}, beside ${chart}: ${figure.title}` : outline,
    shortAlt: `${total === 0 ? "A numbered list of the article's topics" : `An outline of the article's ${count}`}${figure ? `, beside ${chart}` : ''}`,
    tone: article.tone,
    sections: rows.map((title) => ({ title: truncate(title, SECTION_CHARS), length: Math.min(1, title.length / LONG_HEADING) })),
    figure,
  }
}
