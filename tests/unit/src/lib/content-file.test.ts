import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { parseContentFile, parseYaml, writeContentFile, type KeyOrder } from '#src/lib/content-file.ts'

test('a YAML syntax error in a content file names the file, the error and where it is', () => {
  const broken = `${readFileSync(join(SPEC_ROOT, 'content/faq.yaml'), 'utf8')}\n  - question: [unclosed\n`
  expect(() => parseYaml(broken, 'content/faq.yaml')).toThrow(/^content\/faq\.yaml: invalid YAML: .+ at line \d+, column \d+/)
})

test('well-formed YAML is read as its data, and an empty file as no fields', () => {
  expect(parseYaml('items:\n  - question: When?\n', 'content/faq.yaml')).toEqual({ items: [{ question: 'When?' }] })
  expect(parseYaml('', 'content/faq.yaml')).toEqual({})
})

test('a date and a date-time saved without quotes, as the CMS may write them, are read as the text written', () => {
  const { data } = parseContentFile('---\npublishedAt: 2025-07-18T09:00:00-07:00\nday: 2025-05-08\n---\n\nBody', 'a.md')
  expect(data).toEqual({ publishedAt: '2025-07-18T09:00:00-07:00', day: '2025-05-08' })
})

test("an article's body starts on the line after its frontmatter and a blank line, counted from 1", () => {
  const parsed = parseContentFile('---\ntitle: A\ntags:\n  - AI\n---\n\nFirst line\n\nSecond\n', 'content/blog/a.md')
  expect(parsed).toEqual({ data: { title: 'A', tags: ['AI'] }, body: 'First line\n\nSecond', bodyLine: 7 })
  expect(() => parseContentFile('no frontmatter', 'content/blog/a.md')).toThrow('content/blog/a.md: must start with frontmatter')
})

const order: KeyOrder = {
  keys: ['title', 'plans', 'note'],
  fields: { plans: { keys: [], fields: {}, items: { keys: ['id', 'price'], fields: {} } } },
}

test('the canonical style: schema key order at every depth, empty optional fields dropped, no wrapping, quotes where YAML 1.1 needs them', () => {
  const long =
    'A sentence long enough to be wrapped by a YAML writer that folds lines at eighty characters, which this one must not.'
  const data = { note: long, plans: [{ price: 299, id: 'starter', badge: '' }], title: '{plan.growth.price} a month', extra: [] }
  expect(writeContentFile({ data }, order)).toBe(
    `title: "{plan.growth.price} a month"\nplans:\n  - id: starter\n    price: 299\nnote: ${long}\n`,
  )
  expect(writeContentFile({ data: { day: '2025-05-08', answer: 'yes', code: '0123' } })).toBe(
    'day: "2025-05-08"\nanswer: "yes"\ncode: "0123"\n',
  )
})

test('an article is written with its frontmatter, a blank line and its body, every list item marked "-"', () => {
  const body = '* one\n+ two\n\n```\n* code stays\n```\n\n* * *\n\nA hard break  \nand *emphasis*\n\n'
  expect(writeContentFile({ data: { title: 'A' }, body })).toBe(
    '---\ntitle: A\n---\n\n- one\n- two\n\n```\n* code stays\n```\n\n* * *\n\nA hard break  \nand *emphasis*\n',
  )
})
