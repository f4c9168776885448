import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { parse } from 'yaml'
import { faqItems, pageHeads, pricing } from '../../../fixtures/content.ts'
import { posts } from '../../../fixtures/posts.ts'
import { previewSite as site } from '../../../fixtures/site.ts'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { formatUsd } from '#src/lib/format.ts'
import { fillPlanPlaceholders } from '#src/lib/plan-placeholders.ts'

// 'One source per fact': each fact is written once and everything that repeats it is derived (the built pages:
// tests/build/one-source.test.ts; that the owner's own files write no price or hours out: tests/content/one-source.test.ts).

const pricingPlans = pricing.plans

function filesUnder(dir: string): Array<string> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
}

const contentFiles = filesUnder(join(SPEC_ROOT, 'content'))

test("changing a plan's price in its record changes every page text and article that states it", () => {
  const growth = pricingPlans.find((plan) => plan.id === 'growth')!
  const changed = pricingPlans.map((plan) => (plan.id === 'growth' ? { ...plan, price: plan.price + 101 } : plan))
  const stating = contentFiles.filter((file) => readFileSync(file, 'utf8').includes('{plan.growth.price}'))
  // The pricing page's description and at least the articles that compare plans state it.
  expect(stating).toContain(join(SPEC_ROOT, 'content', 'page-heads.yaml'))
  expect(stating.filter((file) => file.startsWith(join(SPEC_ROOT, 'content', 'blog'))).length).toBeGreaterThan(5)
  for (const file of stating) {
    const text = fillPlanPlaceholders(readFileSync(file, 'utf8'), changed, file)
    expect(text, file).toContain(formatUsd(growth.price + 101))
    expect(text, file).not.toContain(formatUsd(growth.price))
  }
})

test('what the site says about prices comes from the plan records', () => {
  const [starter, , , dedicated] = pricingPlans
  expect(pageHeads.pages.find((head) => head.path === '/pricing')!.description).toContain(
    `Starter ${formatUsd(starter!.price)} for ${starter!.monthlyHours} hours`,
  )
  expect(faqItems.some((item) => item.answer.includes(`start at ${formatUsd(starter!.price)} a month`))).toBe(true)
  expect(faqItems.some((item) => item.answer.includes(`starts at ${formatUsd(dedicated!.price)} a month`))).toBe(true)
  const guide = posts.find((post) => post.id === 'cost-efficient-outsourcing-guide-2025')!
  expect(guide.html).toContain(`$${(starter!.price / starter!.monthlyHours).toFixed(2)}`)
  expect(posts.every((post) => !post.html.includes('{plan.'))).toBe(true)
})

test('each plan writes its hours once, as one number its label and first task state through a placeholder', () => {
  const file = parse(readFileSync(join(SPEC_ROOT, 'content', 'pricing.yaml'), 'utf8')) as {
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
