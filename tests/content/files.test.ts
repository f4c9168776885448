import { expect, test } from 'vitest'
import { offStyleFiles } from '../../scripts/format-content.ts'
import { contentProblems } from '../../scripts/read-content.ts'

// The owner's content/ as it is: whatever it says, every file passes its schema and is written as the CMS writes it.

test('every file of content/ passes its schema, its pictures fit, and its articles link only to pages that exist', async () => {
  expect(await contentProblems()).toEqual([])
})

test('every file of content/ is written in the style the CMS saves, so a save changes only what the owner changed', () => {
  expect(offStyleFiles().map(({ file }) => `${file}: run npm run format:content`)).toEqual([])
})
