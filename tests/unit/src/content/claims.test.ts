import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { pricingPlans } from '#src/content/pricing.ts'

// Issue 17: what the site says stays within what the business does (specification §1 claims). These rules read
// every data file and article, sentence by sentence.

const files = readdirSync('content', { recursive: true, withFileTypes: true })
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

test('"up to 70 percent" (against local hiring) and "80%" (average savings) never share a sentence', () => {
  expect(offending((sentence) => /70 percent/.test(sentence) && /80%/.test(sentence))).toEqual([])
})

test('24/7 cover from TandemDesk is described as available, never as included', () => {
  const aboutOurCover = /TandemDesk|our (support|assistants|teams)|\bwe\b/i
  // An AI agent is software and is always on; this rule is about people's cover.
  const aboutSoftware = /\bagents?\b|cover art/i
  const qualified = /available|arrang|possible|if you|when you need|not included|no plan/i
  expect(
    offending((sentence) => /24\/7|round-the-clock|around the clock/i.test(sentence) && aboutOurCover.test(sentence) && !aboutSoftware.test(sentence) && !qualified.test(sentence)),
  ).toEqual([])
})

test('the replacement guarantee is the Dedicated VA plan’s alone', () => {
  expect(
    offending(
      (sentence, file) =>
        /replacement guarantee/i.test(sentence) && !file.endsWith('pricing.yaml') && !/Dedicated VA|which plans include/i.test(sentence),
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
      /patterns? we see|in our experience|our clients tell|we run distributed teams|we've found|we have found|shared-hour plans?/i.test(sentence),
    ),
  ).toEqual([])
})

test('articles end in different ways: few close on plan prices', () => {
  const closingOnPrices = readdirSync(join('content', 'blog')).filter((name) => {
    const body = readFileSync(join('content', 'blog', name), 'utf8')
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
  expect(pricingPlans.flatMap((plan) => plan.tasks).filter((task) => /everything in|\bplans?\b|\bonly\b|starts? (at|with)/i.test(task))).toEqual([])
})
