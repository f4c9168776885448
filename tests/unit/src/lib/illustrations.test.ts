import { expect, test } from 'vitest'
import { coverArt, coverSceneFor, offeringArt } from '#src/lib/illustrations.ts'
import { articles, industries, pictures, services } from '../../../fixtures/content.ts'
import { BARS_FIGURE as bars, STEPS_FIGURE as steps } from '../../../fixtures/figures.ts'

// Issue 47: each page's picture shows its own work, one scene per service and industry and one per article topic.

test('each service and industry shows the scene of its own work', () => {
  const scenes = Object.fromEntries([...services, ...industries].map((page) => [page.slug, offeringArt(page, pictures).scene]))
  expect(scenes).toEqual({
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
  })
})

test('a scene names the tools it has room for, in the order the page lists them, and its alt text names exactly those', () => {
  const sales = offeringArt(
    services.find((page) => page.slug === 'sales')!,
    pictures,
  )
  expect(sales.tools.map((tool) => tool.word)).toEqual(['HubSpot', 'Salesforce', 'Pipedrive'])
  expect(sales.alt).toBe(
    'A deal pipeline: prospect cards moving through research, outreach and booking columns to a booked meeting, with HubSpot, Salesforce, and Pipedrive named beside it',
  )
  const healthcare = offeringArt(
    industries.find((page) => page.slug === 'healthcare')!,
    pictures,
  )
  expect(healthcare.tools.map((tool) => tool.word)).toEqual(['Epic'])
  const web = offeringArt(
    services.find((page) => page.slug === 'web-design-development')!,
    pictures,
  )
  const firstOfEach = services
    .find((page) => page.slug === 'web-design-development')!
    .techCategories!.map((category) => category.tools[0]!.name)
  expect(firstOfEach.slice(0, web.tools.length)).toEqual(web.tools.map((tool) => tool.word))
})

test('a chip row never runs past its room and leaves a tool out rather than cutting its name', () => {
  const art = offeringArt(
    {
      slug: 'healthcare',
      icon: 'Stethoscope',
      keyTasks: [{ title: 'Patient Scheduling', description: 'Booked.' }],
      tools: ['Autodesk Construction Cloud', 'Epic'].map((name) => ({ name })),
    },
    pictures,
  )
  expect(art.tools.map((tool) => tool.word)).toEqual([])
  expect(art.alt).toBe("A day's patient schedule where each appointment carries an insurance check")
})

test('a page added later, without a scene of its own, shows a work board of its key tasks', () => {
  const art = offeringArt(
    {
      slug: 'legal',
      icon: 'Scale',
      keyTasks: [
        { title: 'Contract Review', description: 'Reviewed.' },
        { title: 'Court Filings', description: 'Filed.' },
      ],
    },
    pictures,
  )
  expect(art.scene).toBe('work-board')
  expect(art.alt).toBe('A work board of key tasks: Contract Review and Court Filings')
})

test("every article's cover is chosen from its topic, and no two of the articles share one", () => {
  const scenes = articles.map((article) => coverSceneFor(article))
  expect(new Set(scenes).size).toBe(articles.length)
  const scene = (id: string) => coverSceneFor(articles.find((article) => article.id === id)!)
  expect(scene('data-security-outsourcing-best-practices')).toBe('security')
  expect(scene('virtual-assistants-sales-team-pipeline')).toBe('funnel')
  expect(scene('virtual-assistants-medical-billing-revenue-cycle')).toBe('revenue-cycle')
  expect(scene('virtual-assistants-remote-work-revolution')).toBe('time-zones')
  // A topic the rules do not name takes the scene of its first tag.
  expect(coverSceneFor({ title: 'Hiring your second assistant', tags: ['Remote Work'] })).toBe('video-call')
  expect(coverSceneFor({ title: 'A note', tags: [] })).toBe('handoff')
})

test("a cover draws the figure's values in proportion, or one rising step per step, and says so", () => {
  const chart = coverArt(
    { title: 'Where the money goes: a cost check', sections: ['A', 'B'], figures: [bars], tags: [] },
    pictures,
  )
  expect(chart.scene).toBe('costs')
  expect(chart.count).toBe(3)
  expect(chart.values).toEqual([1, 0.1, 0.08])
  expect(chart.shortAlt).toBe('Three stacks of coins beside a receipt')
  expect(chart.alt).toBe(
    "Three stacks of coins beside a receipt, in proportion to the article's costs. The article's figure: Extra gross profit a month in the three examples (US dollars)",
  )
  const funnel = coverArt({ title: 'Keep your sales pipeline full', sections: [], figures: [steps], tags: ['Sales'] }, pictures)
  expect([funnel.count, funnel.values]).toEqual([4, [0.25, 0.5, 0.75, 1]])
  expect(funnel.shortAlt).toBe('A sales funnel of four stages')
  const grid = coverArt({ title: 'Top 50 tasks to hand over', sections: [], figures: [], tags: [] }, pictures)
  expect([grid.scene, grid.count, grid.alt]).toEqual([
    'task-grid',
    50,
    'A grid of 50 task boxes, most of them filled in as done, in coloured areas',
  ])
})

test("a description is the record's sentence: the count in its words or, past them, in figures, and a capital first", () => {
  const article = { title: 'Keep your sales pipeline full', sections: [], figures: [steps], tags: ['Sales'] }
  const reworded = {
    ...pictures,
    covers: {
      ...pictures.covers,
      scenes: { ...pictures.covers.scenes, funnel: { card: '{count} stages from lead to meeting', article: 'In short: {card}' } },
    },
  }
  expect(coverArt(article, reworded).shortAlt).toBe('Four stages from lead to meeting')
  expect(coverArt(article, { ...reworded, numbers: ['one', 'two'] }).shortAlt).toBe('4 stages from lead to meeting')
  expect(coverArt(article, reworded).alt).toBe(
    "In short: Four stages from lead to meeting. The article's figure: Four steps to a first handoff",
  )
  // The team chart's words count the roles under its lead.
  const chart = coverArt({ title: 'Scaling a team', sections: ['A', 'B', 'C', 'D'], figures: [], tags: [] }, pictures)
  expect([chart.count, chart.shortAlt]).toEqual([4, 'A team chart of one lead over three roles'])
})
