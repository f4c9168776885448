import type { z } from 'zod'
import type { CoverScene, OfferingScene } from '#src/lib/illustrations.ts'
import { line, list, record, wording } from './fields.ts'

// What each drawn picture shows, for screen readers and search engines (decision 049): the scene is chosen in
// src/lib/illustrations.ts, and its sentence here. Titles and hints tell the owner which page shows which scene.
const OFFERING_PICTURES: Record<OfferingScene, { title: string; page: string }> = {
  pipeline: { title: 'Deal pipeline', page: 'the Sales page (/services/sales)' },
  'support-inbox': { title: 'Ticket inbox and chat', page: 'the Customer Support page (/services/customer-support)' },
  ledger: { title: 'Ledger', page: 'the bookkeeping page (/services/book-keeping)' },
  'calendar-travel': { title: 'Calendar and travel plan', page: 'the executive assistant page (/services/executive-assistant)' },
  'content-calendar': { title: 'Content calendar', page: 'the marketing page (/services/marketing)' },
  'agent-handoff': { title: 'AI agent handing over', page: 'the AI agents page (/services/ai-agents)' },
  'page-build': { title: 'Web page being built', page: 'the web design page (/services/web-design-development)' },
  'admin-desk': { title: 'Inbox, calendar and checklist', page: 'the administrative page (/services/administrative)' },
  'order-board': { title: 'Order board', page: 'the e-commerce page (/industries/ecommerce)' },
  'month-end-close': { title: 'Month-end checklist', page: 'the accounting page (/industries/accounting)' },
  'policy-claim': { title: 'Policy and claim file', page: 'the insurance page (/industries/insurance)' },
  listings: { title: 'Property listings', page: 'the real estate page (/industries/real-estate)' },
  'job-schedule': { title: 'Job schedule', page: 'the construction page (/industries/construction)' },
  'patient-schedule': { title: 'Patient schedule', page: 'the healthcare page (/industries/healthcare)' },
  'work-board': { title: 'Work board', page: 'a service or industry page added later, until it has a scene of its own' },
}

/** `counts`: what `{count}` is in that cover's words, drawn from the article's figure within what the picture holds. */
const COVER_PICTURES: Record<CoverScene, { title: string; topic: string; counts: string }> = {
  security: { title: 'Shield and access list', topic: 'security, privacy or NDAs', counts: 'the people on the list' },
  'revenue-cycle': { title: 'Revenue cycle', topic: 'medical practices, patients or health', counts: 'the stages' },
  house: { title: 'House for sale', topic: 'real estate or property', counts: 'the showings on the map' },
  storefronts: { title: 'Online storefronts', topic: 'online stores (Amazon, eBay, Shopify)', counts: 'the storefronts' },
  feed: { title: 'Planned posts', topic: 'social media', counts: 'the days with a post' },
  'time-zones': { title: 'Two clocks', topic: 'time zones', counts: 'the clocks (always two)' },
  week: { title: 'Founder’s week', topic: 'executives or founders (and the Executive Support tag)', counts: 'the blocks held' },
  'agent-desk': { title: 'Chat handed to a person', topic: 'customer service or support', counts: 'the messages before it' },
  versus: { title: 'AI agent beside a person', topic: 'a comparison ("vs" in the title)', counts: 'the tasks beside each' },
  skills: { title: 'Person among linked tools', topic: 'the workforce', counts: 'the tools' },
  workflow: { title: 'Automation recipes', topic: 'automation (and the AI and Automation tags)', counts: 'the recipes' },
  hours: { title: 'Calculator and hour blocks', topic: 'counting hours or estimates', counts: 'the columns' },
  costs: { title: 'Stacks of coins', topic: 'costs, money or budgets', counts: 'the stacks' },
  'task-grid': { title: 'Grid of tasks', topic: 'a number of tasks ("Top 50", "25 tasks")', counts: 'the number in the title' },
  handoff: {
    title: 'Task cards handed over',
    topic: 'what to hand over first (and the Delegation tag, or no other topic)',
    counts: 'the cards',
  },
  'org-chart': {
    title: 'Team chart',
    topic: 'scaling or headcount (and the Business Growth and Leadership tags)',
    counts: 'the roles under the lead',
  },
  funnel: { title: 'Sales funnel', topic: 'sales or a pipeline (and the Sales tag)', counts: 'the stages' },
  'video-call': { title: 'Video call', topic: 'remote work (and the Remote Work tag)', counts: 'the teammates' },
  'time-audit': { title: 'Week as a pie', topic: 'delegating (and the Productivity tag)', counts: 'the slices' },
}

const pictureShape = <K extends string, V, S extends z.ZodType>(table: Record<K, V>, field: (key: K, value: V) => S) =>
  record(Object.fromEntries(Object.entries<V>(table).map(([key, value]) => [key, field(key as K, value)])) as Record<K, S>)

export const picturesSchema = record({
  offerings: record({
    scenes: pictureShape(OFFERING_PICTURES, (scene, { title, page }) =>
      scene === 'work-board'
        ? wording(`The picture on ${page}; {tasks} is the list of its first key tasks.`, ['tasks']).meta({ title })
        : wording(`What the picture on ${page} shows, when the page has no photo of its own.`).meta({ title }),
    ).meta({ title: 'What each picture shows' }),
    withTools: wording(
      'When tools are drawn on the picture: {picture} is what it shows (above), {tools} the tools drawn, e.g. HubSpot, Salesforce, and Pipedrive.',
      ['picture', 'tools'],
    ).meta({ title: 'With the tools drawn on it' }),
  }).meta({
    title: 'Service and industry pictures',
    description: 'What screen readers and search engines read for the picture beside each page’s title.',
  }),
  covers: record({
    scenes: pictureShape(COVER_PICTURES, (_, { title, topic, counts }) =>
      record({
        card: wording(`On the article's card in the blog's lists; {count} is ${counts}.`, ['count']).meta({ title: 'On cards' }),
        article: wording(`On the article's own page; {card} is the words on cards, {count} ${counts}.`, ['card', 'count']).meta({
          title: 'On the article',
        }),
      }).meta({ title, description: `The cover of an article about ${topic}.` }),
    ).meta({ title: 'What each cover shows' }),
    withFigure: wording(
      "On the article's own page, when the article has a figure: {picture} is what the cover shows (above), {figure} the figure's title.",
      ['picture', 'figure'],
    ).meta({ title: 'With the article’s figure' }),
  }).meta({
    title: 'Article covers',
    description: 'What screen readers and search engines read for the cover drawn for an article without a photo.',
  }),
  numbers: list(line, 'word').meta({
    title: 'Numbers in words',
    description:
      'How the descriptions write a {count}: the first word stands for 1, the second for 2, and so on; a number past the end of the list is written in figures.',
  }),
})
export type PictureWords = z.infer<typeof picturesSchema>
