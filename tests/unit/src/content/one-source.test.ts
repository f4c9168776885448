import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { faqItems, pageHeads, pricing } from '../../../fixtures/content.ts'
import { posts } from '../../../fixtures/posts.ts'
import { previewSite as site } from '../../../fixtures/site.ts'
import { formatUsd } from '#src/lib/format.ts'
import { fillPlanPlaceholders } from '#src/lib/plan-placeholders.ts'

// 'One source per fact': each fact is written once and everything that repeats it is derived (the built pages:
// tests/build/one-source.test.ts).

const pricingPlans = pricing.plans

function filesUnder(dir: string): Array<string> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const contentFiles = filesUnder('content')

test('no data file or article writes a plan price out: prices are placeholders filled from content/pricing.yaml', () => {
  const written = [...new Set(pricingPlans.flatMap((plan) => [formatUsd(plan.price), `$${plan.price}`]))]
  const offenders = contentFiles
    .filter((file) => file !== join('content', 'pricing.yaml'))
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return written
        .filter((price) => new RegExp(`${price.replace('$', '\\$')}(?![\\d,])`).test(text))
        .map((price) => `${file}: ${price}`)
    })
  expect(offenders).toEqual([])
})

test('no data file or article writes a plan’s hours out: they are placeholders, as prices are', () => {
  // Specification §9: 30, 60 and 90 hours a month, and 40 hrs/week, which the site counts as 173 hours a month.
  const planHours = pricingPlans.flatMap((plan) => [plan.monthlyHours, plan.weeklyHours ?? []]).flat()
  expect([...planHours].sort((a, b) => a - b)).toEqual([30, 40, 60, 90, 173])
  const inWords: Record<string, number> = { thirty: 30, forty: 40, sixty: 60, ninety: 90 }
  const number = String.raw`(?:\d+|thirty|forty|sixty|ninety)`
  const hoursPhrase = new RegExp(
    String.raw`(?<![\d$.,])${number}(?:\s*(?:/|,|–|-|to|and|or)\s*${number})*[\s-]*(?:(?:working|billable|paid|support)[\s-]+)?(?:hours?|hrs?)\b`,
    'gi',
  )
  const isPlanHours = (phrase: string) =>
    (phrase.match(new RegExp(number, 'gi')) ?? []).some((written) =>
      planHours.includes(inWords[written.toLowerCase()] ?? Number(written)),
    )
  const figureHours = /```figure\n(?=[^`]*suffix: "? ?hours?)[^`]*?```/g
  const offenders = contentFiles.flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    const inText = [...text.matchAll(hoursPhrase)].map(([phrase]) => phrase).filter(isPlanHours)
    const inFigures = [...text.matchAll(figureHours)].flatMap(([figure]) =>
      [...figure.matchAll(/value: (\d+)/g)]
        .map(([line, value]) => (planHours.includes(Number(value)) ? line : ''))
        .filter(Boolean),
    )
    return [...inText, ...inFigures].map((phrase) => `${file}: ${phrase}`)
  })
  expect(offenders).toEqual([])
  expect(isPlanHours('30/60/90 hours') && isPlanHours('forty hours') && isPlanHours('173 working hours')).toBe(true)
  expect(isPlanHours('52-hour') || isPlanHours('ten hours')).toBe(false)
})

test("changing a plan's price in its record changes every page text and article that states it", () => {
  const growth = pricingPlans.find((plan) => plan.id === 'growth')!
  const changed = pricingPlans.map((plan) => (plan.id === 'growth' ? { ...plan, price: plan.price + 101 } : plan))
  const stating = contentFiles.filter((file) => readFileSync(file, 'utf8').includes('{plan.growth.price}'))
  // The pricing page's description and at least the articles that compare plans state it.
  expect(stating).toContain(join('content', 'page-heads.yaml'))
  expect(stating.filter((file) => file.startsWith(join('content', 'blog'))).length).toBeGreaterThan(5)
  for (const file of stating) {
    const text = fillPlanPlaceholders(readFileSync(file, 'utf8'), changed, file)
    expect(text, file).toContain(formatUsd(growth.price + 101))
    expect(text, file).not.toContain(formatUsd(growth.price))
  }
})

test('what the site says about prices comes from the plan records', () => {
  const [starter, , , dedicated] = pricingPlans
  expect(pageHeads.pricing.description).toContain(`Starter ${formatUsd(starter!.price)} for ${starter!.monthlyHours} hours`)
  expect(faqItems.some((item) => item.answer.includes(`start at ${formatUsd(starter!.price)} a month`))).toBe(true)
  expect(faqItems.some((item) => item.answer.includes(`starts at ${formatUsd(dedicated!.price)} a month`))).toBe(true)
  const guide = posts.find((post) => post.id === 'cost-efficient-outsourcing-guide-2025')!
  expect(guide.html).toContain(`$${(starter!.price / starter!.monthlyHours).toFixed(2)}`)
  expect(posts.every((post) => !post.html.includes('{plan.'))).toBe(true)
})

test('each plan writes its hours once, as one number its label and first task state through a placeholder', () => {
  const file = parse(readFileSync(join('content', 'pricing.yaml'), 'utf8')) as {
    plans: Array<{ id: string; hours: string; tasks: Array<string>; monthlyHours?: number; weeklyHours?: number }>
  }
  const written = file.plans.map((plan) => [plan.id, plan.monthlyHours ?? null, plan.weeklyHours ?? null])
  expect(written).toEqual([
    ['starter', 30, null],
    ['growth', 60, null],
    ['scale', 90, null],
    ['dedicated-va', null, 40],
  ])
  for (const plan of file.plans) {
    const placeholder = plan.weeklyHours === undefined ? `{plan.${plan.id}.hours}` : `{plan.${plan.id}.weeklyHours}`
    expect(plan.hours, plan.id).toContain(placeholder)
    expect(plan.tasks[0], plan.id).toContain(placeholder)
    expect(JSON.stringify(plan), plan.id).not.toMatch(/\b(30|60|90|40|173) (hours|hrs)\b/)
  }
})

test('the consultation call to action is one record: no component writes its words', () => {
  const sources = readdirSync('src', { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|astro)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  const writers = sources.filter((file) => {
    const source = readFileSync(file, 'utf8')
    return source.includes(site.consultation.label) || source.includes(`>${site.consultation.shortLabel}<`)
  })
  expect(writers).toEqual([])
  expect(site.consultation.label).toBe('Schedule a Free Consultation')
})
