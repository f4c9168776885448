import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { home, pricing, services } from '../../../fixtures/content.ts'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { UNSTATED_STATEMENTS } from '../../../fixtures/unstated.ts'

const differentiators = home.differentiators
const pricingPlans = pricing.plans

// Issue 17: what the site says stays within what the business does (specification §1 claims). These rules read
// every data file and article, sentence by sentence.

const files = readdirSync(join(SPEC_ROOT, 'content'), { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
  .map((entry) => join(entry.parentPath, entry.name))

const sentences = files.flatMap((file) =>
  readFileSync(file, 'utf8')
    .split(/(?<=[.!?])\s+|\n/)
    .map((sentence) => ({ file, sentence: sentence.trim() }))
    .filter(({ sentence }) => sentence.length > 0),
)

const offending = (rule: (sentence: string, file: string) => boolean) =>
  sentences.filter(({ sentence, file }) => rule(sentence, file)).map(({ file, sentence }) => `${file}: ${sentence}`)

test('no record or article says what the business never stated: the statements issue 48 removed stay removed', () => {
  const found = UNSTATED_STATEMENTS.flatMap((statement) =>
    offending((sentence) => statement.test(sentence)).map((hit) => `${statement}: ${hit}`),
  )
  expect(found).toEqual([])
})

test('"up to 70 percent" (against local hiring) and "80%" (average savings) never share a sentence', () => {
  expect(offending((sentence) => /70 percent/.test(sentence) && /80%/.test(sentence))).toEqual([])
})

test('24/7 support and all time zones are tied to no plan: no sentence restricts them to one or excludes them', () => {
  // Specification §1 claims 'all time zones' and '24/7 support' without a plan condition.
  const aroundTheClock = /24\/7|round-the-clock|around the clock|time[- ]zones?/i
  const aPlan =
    /\b(Starter|Growth|Dedicated VA)\b|\bScale plan|\b(any|every|no|each|which|this|that|the|your|a|other) plans?\b|\bplans? (include|cover)|not included|as standard/
  // A sentence that goes on with "It is not included…" speaks of the one before it.
  const withFollowUp = sentences.map(({ file, sentence }, index) => {
    const next = sentences[index + 1]
    const continues = next?.file === file && /^(It|This|That|Neither|None)\b/.test(next.sentence)
    return { file, sentence: continues ? `${sentence} ${next.sentence}` : sentence }
  })
  expect(
    withFollowUp
      .filter(({ sentence }) => aroundTheClock.test(sentence) && aPlan.test(sentence))
      .map(({ file, sentence }) => `${file}: ${sentence}`),
  ).toEqual([])
  expect(pricingPlans.filter((plan) => aroundTheClock.test(JSON.stringify(plan))).map((plan) => plan.id)).toEqual([])
})

test('customer support is described as 24/7, and the home page claims all time zones and 24/7 support', () => {
  // Specification §1: 'all time zones; 24/7 support'; 'customer support is described as 24/7'; §2 Home: All Time Zones.
  const support = services.find((page) => page.slug === 'customer-support')!
  expect(`${support.subtitle} ${support.description}`).toMatch(/24\/7 (customer )?support/)
  const allTimeZones = differentiators.find((item) => item.title === 'All Time Zones')!
  expect(allTimeZones.description).toMatch(/all time zones/i)
  expect(allTimeZones.description).toMatch(/24\/7 support/)
})

test('the replacement guarantee is stated with the Dedicated VA, as the specification lists it, and never as exclusive', () => {
  // Specification §9 lists it under the Dedicated VA and says nothing of the other plans, either way.
  expect(
    offending(
      (sentence, file) =>
        /replacement guarantee/i.test(sentence) && !file.endsWith('pricing.yaml') && !/Dedicated VA/.test(sentence),
    ),
  ).toEqual([])
  expect(
    offending(
      (sentence) =>
        /guarantee/i.test(sentence) &&
        /\bonly\b|\balone\b|\b(do|does|did)( not|n't) include|other plans|\b(Starter|Growth)\b|Scale plans?/.test(sentence),
    ),
  ).toEqual([])
})

test('staff sign an NDA, and nothing is said about when they sign it or what it covers', () => {
  const ourNda = /(staff|assistant|member|person|developer|everyone)[^.;]*(signs?|bound by)[^.;]*(\bNDA\b|non-disclosure)/i
  const detail =
    /\bbefore\b|\bafter\b|\bonce\b|\bwhen\b|\bduring\b|\bcovers?\b|covering|protect|\bwhich\b|including|such as|remedy/i
  expect(offending((sentence) => ourNda.test(sentence) && detail.test(sentence))).toEqual([])
  expect(offending((sentence) => /\bunder (an )?NDA\b|backed by an NDA/i.test(sentence))).toEqual([])
})

test('facts the business never gave are gone: vetting criteria, commitments, who comes to us, teams we do not have', () => {
  expect(
    offending((sentence) =>
      /skills, communication and reliability|long-term commitment|come to TandemDesk when|\bour \[?(AI Solutions|marketing|web) team|applies to that plan only/i.test(
        sentence,
      ),
    ),
  ).toEqual([])
})

test('HIPAA compliance is stated without resting it on NDAs or on agreements we would sign', () => {
  const restsOnNda =
    /HIPAA[- ]compliant[^.]*(:|because|since|as)[^.]*(non-disclosure|\bNDAs?\b)|(non-disclosure|\bNDAs?\b)[^.]*(so|therefore|makes|ensures|means)[^.]*HIPAA/i
  expect(restsOnNda.test('Our healthcare work is HIPAA compliant: every assistant signs a non-disclosure agreement.')).toBe(true)
  expect(offending((sentence) => restsOnNda.test(sentence))).toEqual([])
  expect(
    offending((sentence) => /business associate agreement/i.test(sentence) && !/your|practice|confirm|requires/i.test(sentence)),
  ).toEqual([])
})

test('no first-hand observations the business never supplied, and no invented plans', () => {
  expect(
    offending((sentence) =>
      /patterns? we see|in our experience|our clients tell|we run distributed teams|we've found|we have found|shared-hour plans?/i.test(
        sentence,
      ),
    ),
  ).toEqual([])
})

test('articles end in different ways: few close on plan prices', () => {
  const closingOnPrices = readdirSync(join(SPEC_ROOT, 'content', 'blog')).filter((name) => {
    const body = readFileSync(join(SPEC_ROOT, 'content', 'blog', name), 'utf8')
    const lastSection = body.slice(body.lastIndexOf('\n## '))
    return lastSection.includes('{plan.')
  })
  expect(closingOnPrices.length).toBeLessThanOrEqual(4)
})

test('no plan gates a task: every plan lists the same work beside its hours and the Dedicated VA’s own terms', () => {
  // Specification §9 gives each plan's hours and 'Dedicated VA includes free recruitment, training and a replacement
  // guarantee'; it says nothing of which plan may do which work.
  expect(pricingPlans.map((plan) => plan.tasks[0])).toEqual([
    '30 hours of VA support each month',
    '60 hours of VA support each month',
    '90 hours of VA support each month',
    '40 hours a week of dedicated support',
  ])
  const dedicatedTerms = /free recruitment|free training|replacement guarantee/i
  const work = pricingPlans.map((plan) => plan.tasks.slice(1).filter((task) => !dedicatedTerms.test(task)))
  expect(work.slice(1)).toEqual(work.slice(1).map(() => work[0]))
  expect(
    pricingPlans
      .flatMap((plan) => plan.tasks)
      .filter((task) => /everything in|\bplans?\b|\bonly\b|starts? (at|with)/i.test(task)),
  ).toEqual([])
})

test('articles do not share one template: the roadmap sentence and the stock closing heading are each in at most half', () => {
  const bodies = readdirSync(join(SPEC_ROOT, 'content', 'blog')).map((name) =>
    readFileSync(join(SPEC_ROOT, 'content', 'blog', name), 'utf8'),
  )
  expect(bodies).toHaveLength(19)
  const roadmap = bodies.filter((body) => /\bthis (guide|article|playbook) (covers|walks|looks|breaks|gives)/i.test(body))
  const stockClose = bodies.filter((body) => body.includes('\n## How TandemDesk can help'))
  expect(roadmap.length).toBeLessThanOrEqual(9)
  expect(stockClose.length).toBeLessThanOrEqual(9)
})

test('every worked calculation in an article states its result', () => {
  const operand = String.raw`(?:\$?\d[\d,.]*%?|\{plan\.[a-z-]+\.[a-zA-Z]+\})`
  const calculation = new RegExp(String.raw`${operand}(\s*[×÷−]\s*| \+ )\(?${operand}`)
  const result = /=\s*(about\s+)?\$?\d|\b(that's|that is|comes? to|gives|is|are|or)\s+(about\s+|roughly\s+|just under\s+)?\$?\d/
  const unfinished = (sentence: string) => calculation.test(sentence) && !result.test(sentence)
  expect(unfinished('Subtract the cost and divide by it: ($3,000 − {plan.growth.price}) ÷ {plan.growth.price}.')).toBe(true)
  expect(unfinished('At $30 an hour, that is about $1,690 a month (56.3 × $30).')).toBe(false)
  expect(offending((sentence, file) => file.startsWith(join(SPEC_ROOT, 'content', 'blog')) && unfinished(sentence))).toEqual([])
})

test('a chart that sets a local hire against a plan price stays within “up to 70 percent” savings', () => {
  // Specification §1: 'save up to 70 percent against local hiring'.
  const comparisons = readdirSync(join(SPEC_ROOT, 'content', 'blog')).flatMap((name) => {
    const source = readFileSync(join(SPEC_ROOT, 'content', 'blog', name), 'utf8')
    return [...source.matchAll(/```figure\n([^`]*?)```/g)].flatMap(([, figure = '']) => {
      const plan = /value: \{plan\.([a-z-]+)\.amount\}/.exec(figure)
      const local = /label: [^\n]*local[^\n]*\n\s*value: (\d+)/i.exec(figure)
      const price = pricingPlans.find((candidate) => candidate.id === plan?.[1])?.price
      return plan && local && price ? [{ name, saving: 1 - price / Number(local[1]) }] : []
    })
  })
  expect(comparisons.map(({ name }) => name).sort()).toEqual([
    'outsourcing-cost-optimization-strategies.md',
    'virtual-assistants-amazon-ebay-shopify-management.md',
  ])
  expect(comparisons.filter(({ saving }) => saving > 0.7)).toEqual([])
})
