import { expect, test } from 'vitest'
import { getPagePaths, htmlFileForPath } from '#src/content/paths.ts'
import { builtHtmlFiles } from './build-output.ts'

test('every page path has its HTML file and every HTML file belongs to a page path', () => {
  const expected = getPagePaths()
    .map((page) => page.notFoundFile ?? htmlFileForPath(page.path))
    .sort()
  expect(builtHtmlFiles()).toEqual(expected)
})

test('the build writes the three not-found pages static hosts look for', () => {
  expect(builtHtmlFiles()).toEqual(expect.arrayContaining(['404.html', 'blogs/404.html', 'careers/404.html']))
})
