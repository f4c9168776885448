// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { PostArticle } from '#src/components/blog/post-article.tsx'
import { TableOfContents } from '#src/components/blog/table-of-contents.tsx'
import { bookingFor } from '#src/lib/booking.ts'
import type { Post } from '#src/lib/posts.ts'
import { renderMarkdown } from '#src/lib/markdown.server.ts'
import { articlePage, blogPage } from '../../../../fixtures/content.ts'
import { posts } from '../../../../fixtures/posts.ts'
import { previewSite as site } from '../../../../fixtures/site.ts'

afterEach(cleanup)

test('an article with fewer than three sections renders no table of contents', () => {
  const { toc } = renderMarkdown('## A\n\nText.\n\n## B\n\nText.', { file: 'fixture.md', site })
  const { container } = render(<TableOfContents entries={toc} label={articlePage.tocLabel} />)
  expect(container.innerHTML).toBe('')
  expect(screen.queryByRole('navigation')).toBeNull()
})

test('an article without a table of contents offers no "Contents" link to one', () => {
  const { html, toc } = renderMarkdown('## A\n\nText.\n\n## B\n\nText.', { file: 'fixture.md', site })
  // The fixture articles are drawn, none uploaded: their covers are as the page shows them.
  const post = { ...(posts[0] as Post), html, toc }
  // Astro hands a component every named slot it declares, even one whose condition rendered nothing.
  const emptySlot = <></>
  render(
    <PostArticle
      post={post}
      related={[]}
      booking={bookingFor(site, '/blogs/fixture')}
      words={articlePage}
      tagWords={blogPage}
      toc={emptySlot}
    />,
  )
  expect(screen.queryByRole('link', { name: 'Contents' })).toBeNull()
})
