// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { TableOfContents } from '#src/components/blog/table-of-contents.tsx'
import { extractToc } from '#src/lib/toc.server.ts'

afterEach(cleanup)

test('an article with fewer than three sections renders no table of contents', () => {
  const { container } = render(<TableOfContents entries={extractToc('<h2 id="a">A</h2><h2 id="b">B</h2>')} />)
  expect(container.innerHTML).toBe('')
  expect(screen.queryByRole('navigation')).toBeNull()
})
