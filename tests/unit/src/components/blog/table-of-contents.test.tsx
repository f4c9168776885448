// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { TableOfContents } from '#src/components/blog/table-of-contents.tsx'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { articlePage } from '../../../../fixtures/content.ts'
import { previewSite as site } from '../../../../fixtures/site.ts'

afterEach(cleanup)

test('an article with fewer than three sections renders no table of contents', () => {
  const { toc } = renderMarkdown('## A\n\nText.\n\n## B\n\nText.', { file: 'fixture.md', site })
  const { container } = render(<TableOfContents entries={toc} label={articlePage.tocLabel} />)
  expect(container.innerHTML).toBe('')
  expect(screen.queryByRole('navigation')).toBeNull()
})
