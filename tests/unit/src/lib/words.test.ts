import { expect, test } from 'vitest'
import { blogPageSchema } from '#src/collections/schemas/blog.ts'
import { formatSchemaError } from '#src/collections/schemas/fields.ts'
import { countWords, fillWords, placeholdersOf } from '#src/lib/words.ts'
import { blogPage } from '../../../fixtures/content.ts'

test('fills each named placeholder, as often as the sentence uses it', () => {
  expect(fillWords('Save {amount} a month with the {plan} plan', { amount: '$951', plan: 'Growth' })).toBe(
    'Save $951 a month with the Growth plan',
  )
  expect(fillWords('{cap}% and {cap} percent', { cap: 70 })).toBe('70% and 70 percent')
})

test('leaves a placeholder it has no value for as written, and reads the placeholders a sentence uses', () => {
  expect(fillWords('Articles about {tag}', {})).toBe('Articles about {tag}')
  expect(placeholdersOf('{count} found for {query}')).toEqual(['count', 'query'])
  expect(placeholdersOf('No placeholders.')).toEqual([])
})

test('counts in the one or the other sentence', () => {
  const words = { one: '{count} article', other: '{count} articles' }
  expect(countWords(words, 1)).toBe('1 article')
  expect(countWords(words, 0)).toBe('0 articles')
  expect(countWords(words, 19)).toBe('19 articles')
})

test('a record refuses a placeholder its field does not offer, naming the field and the ones it does', () => {
  const result = blogPageSchema.safeParse({ ...blogPage, topic: { ...blogPage.topic, title: 'Articles on {topic}' } })
  expect(result.success).toBe(false)
  expect(formatSchemaError(result.error!)).toBe('topic.title: may use only {tag}')
  const plain = blogPageSchema.safeParse({ ...blogPage, intro: 'Guides for {audience}.' })
  expect(formatSchemaError(plain.error!)).toBe('intro: uses no placeholders')
})
