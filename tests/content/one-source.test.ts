import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { formatUsd } from '#src/lib/format.ts'
import { contentFiles as files, readRecord } from '../../scripts/read-content.ts'

// One source per fact in the owner's content/: a plan's price and hours are written once, in content/pricing.yaml,
// and said elsewhere through placeholders ({plan.growth.price}), so changing the plan changes every page that says it.

const pricingPlans = readRecord('pricing').plans
const contentFiles = files().map(({ file }) => file)

test('no data file or article writes a plan price out: prices are placeholders filled from content/pricing.yaml', () => {
  const written = [...new Set(pricingPlans.flatMap((plan) => [formatUsd(plan.price), `$${plan.price}`]))]
  const offenders = contentFiles
    .filter((file) => file !== 'content/pricing.yaml')
    .flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return written
        .filter((price) => new RegExp(`${price.replace('$', '\\$')}(?![\\d,])`).test(text))
        .map((price) => `${file}: ${price}`)
    })
  expect(offenders).toEqual([])
})

test('no data file or article writes a plan’s hours out: they are placeholders, as prices are', () => {
  const planHours = pricingPlans.flatMap((plan) => [plan.monthlyHours, plan.weeklyHours ?? []]).flat()
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
})
