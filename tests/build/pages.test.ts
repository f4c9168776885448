import { expect, test } from 'vitest'
import { htmlFileForPath } from '#src/content/page-paths.ts'
import { pages as pagePaths } from '../fixtures/content.ts'
import { builtHtmlFiles } from './build-output.ts'

test('every page path has its HTML file and every HTML file belongs to a page path', () => {
  const expected = pagePaths.map((page) => page.notFoundFile ?? htmlFileForPath(page.path)).sort()
  expect(builtHtmlFiles()).toEqual(expected)
})

test('the build writes the three not-found pages static hosts look for', () => {
  expect(builtHtmlFiles()).toEqual(expect.arrayContaining(['404.html', 'blogs/404.html', 'careers/404.html']))
})
