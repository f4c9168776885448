import { expect, test } from 'vitest'
import { articleOutline, workBoard } from '#src/lib/illustrations.ts'
import { services } from '../../../fixtures/content.ts'
import { BARS_FIGURE as bars, STEPS_FIGURE as steps } from '../../../fixtures/figures.ts'

test("a work board lists a page's first five key tasks and four tools, and its alt text says so", () => {
  const sales = services.find((page) => page.slug === 'sales')!
  const board = workBoard(sales)
  expect(board.tasks.map((task) => task.title)).toEqual([
    'Lead Research & List Building',
    'Cold Outreach & Follow-Ups',
    'Appointment Setting',
    'CRM Management',
    'Proposal & Quote Preparation',
  ])
  expect(board.tools).toEqual([['HubSpot'], ['Salesforce'], ['Pipedrive'], ['Zoho CRM']])
  expect(board.alt).toBe(
    'A work board listing Lead Research & List Building, Cold Outreach & Follow-Ups, Appointment Setting, CRM Management, and Proposal & Quote Preparation, with HubSpot, Salesforce, Pipedrive, and Zoho CRM pinned beside it',
  )
  expect(board.icon).toBe(sales.icon)
})

test('the web design board pins the first tool of each technology category; a page without tools pins none', () => {
  const web = services.find((page) => page.slug === 'web-design-development')!
  expect(workBoard(web).tools).toEqual(web.techCategories!.slice(0, 4).map((category) => [category.tools[0]!.name]))
  const board = workBoard({
    icon: 'Bot',
    keyTasks: [{ title: 'Custom Agent Development', description: 'Agents built for you.' }],
  })
  expect(board.tools).toEqual([])
  expect(board.alt).toBe('A work board listing Custom Agent Development')
})

test('a long tool name takes two lines of the tools card, and the card pins only the tools it has room for', () => {
  const tools = ['Autodesk Construction Cloud', 'Amazon Seller Central', 'Procore', 'QuickBooks'].map((name) => ({ name }))
  const board = workBoard({
    icon: 'HardHat',
    keyTasks: [{ title: 'Submittal Tracking', description: 'Submittals tracked.' }],
    tools,
  })
  expect(board.tools).toEqual([['Autodesk', 'Construction Cloud'], ['Amazon Seller', 'Central'], ['Procore']])
  expect(board.alt).toBe(
    'A work board listing Submittal Tracking, with Autodesk Construction Cloud, Amazon Seller Central, and Procore pinned beside it',
  )
})

test("an article's outline shows its first five headings beside its figure's shape, and says how many there are", () => {
  const sections = [
    'How to read a recipe',
    'Follow up on quotes',
    'Recover carts',
    'Remind customers',
    'Ask for reviews',
    'Chase invoices',
  ]
  const outline = articleOutline({ sections, figures: [bars], tags: ['Automation'], tone: 7 })
  expect(outline.sections.map((section) => section.title)).toEqual(sections.slice(0, 5))
  expect(outline.figure).toBe(bars)
  expect(outline.alt).toBe(
    "The first 5 of the article's 6 sections as a numbered outline, beside a bar chart: Extra gross profit a month in the three examples (US dollars)",
  )
  expect(outline.shortAlt).toBe("An outline of the article's 6 sections, beside a bar chart")
  expect(outline.tone).toBe(7)
})

test('a steps figure is drawn as its number of steps; long headings are cut at a word', () => {
  const long = 'Regulated data: healthcare and other sensitive industries'
  const outline = articleOutline({ sections: ['Why it matters', long], figures: [steps], tags: ['AI'], tone: 0 })
  expect(outline.figure).toBe(steps)
  expect(outline.sections[1]!.title).toBe('Regulated data: healthcare and other…')
  expect(outline.alt).toBe(
    "The article's 2 sections as a numbered outline, beside a 4-step diagram: Four steps to a first handoff",
  )
})

test('an article without sections lists its tags, and without a figure draws no chart', () => {
  const outline = articleOutline({ sections: [], figures: [], tags: ['Delegation', 'Productivity'], tone: 3 })
  expect(outline.sections.map((section) => section.title)).toEqual(['Delegation', 'Productivity'])
  expect(outline.figure).toBeUndefined()
  expect(outline.alt).toBe("The article's topics as a numbered list: Delegation and Productivity")
  expect(outline.shortAlt).toBe("A numbered list of the article's topics")
})
