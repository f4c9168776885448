import { expect, test } from 'vitest'
import { readTime } from '#src/lib/read-time.ts'

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ')

// DESIGN.md §4: words ÷ 230, rounded up.
test('read time is the word count divided by 230, rounded up', () => {
  expect(readTime(words(1))).toBe('1 min read')
  expect(readTime(words(230))).toBe('1 min read')
  expect(readTime(words(231))).toBe('2 min read')
  expect(readTime(words(1380))).toBe('6 min read')
  expect(readTime(words(1381))).toBe('7 min read')
  expect(readTime(words(3450))).toBe('15 min read')
})

test('any run of whitespace separates words, and empty text still reads as one minute', () => {
  expect(readTime(`${words(230)}\n\n\t  ${words(1)}  `)).toBe('2 min read')
  expect(readTime('   ')).toBe('1 min read')
})
