// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, within } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { parse } from 'yaml'
import { expect, test } from 'vitest'
import { SPEC_ROOT } from '../../../fixtures/specification.ts'
import { PREVIEW_PAGES, type PreviewEntry } from '#src/cms/preview-pages.tsx'
import type { PreviewContext } from '#src/pages/admin/previews.js.ts'
import { toSummary, type Post } from '#src/lib/posts.ts'
import {
  articlePage,
  blogPage,
  careersPage,
  faqItems,
  home,
  industries,
  offeringPage,
  pictures,
  pricing,
  services,
} from '../../../fixtures/content.ts'
import { posts } from '../../../fixtures/posts.ts'
import { previewSite } from '../../../fixtures/site.ts'

const context: PreviewContext = {
  site: previewSite,
  plans: pricing.plans,
  home,
  faq: faqItems,
  offeringPage: { ...offeringPage, cta: { title: 'Ready to Build Your Team?', text: 'Tell us what you need.' } },
  articlePage,
  blogPage,
  careersPage,
  pictures,
  services,
  industries,
  // The fixture articles are drawn, none uploaded: their covers are as the pages show them.
  posts: posts.map((post) => toSummary(post as Post)),
}

/** An entry as Decap holds it: the file's fields as written, placeholders and all. */
function entry(slug: string, data: Record<string, unknown>): PreviewEntry {
  return { slug, data, assetUrl: (path) => `blob:${path}` }
}

/** The preview as Decap shows it: the page's static HTML inside a div (src/cms/previews.tsx). */
function show(element: React.ReactElement) {
  render(<div dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(element) }} />)
  return within(document.body)
}

const pricingFile = () =>
  parse(readFileSync(join(SPEC_ROOT, 'content/pricing.yaml'), 'utf8')) as { plans: Array<{ id: string; price: number }> }

test('the pricing preview shows an edited Growth price in the Growth plan card, and the hours from its own plans', () => {
  const data = pricingFile()
  data.plans.find((plan) => plan.id === 'growth')!.price = 777
  const page = show(PREVIEW_PAGES.pricing(entry('pricing', data), context))
  const growth = page.getAllByRole('listitem').find((item) => within(item).queryByRole('heading', { name: 'Growth' }))!
  expect(growth.textContent).toContain('$777')
  expect(growth.textContent).not.toContain(`$${pricing.plans[1]!.price}`)
  expect(page.getByRole('heading', { level: 1 }).textContent).toBe(pricing.intro.title)
  expect(document.body.textContent).not.toContain('{plan.')
})

test('a value the build would refuse stops the preview with the build’s message, naming the file and field', () => {
  const data = pricingFile()
  data.plans[1]!.price = -5
  expect(() => PREVIEW_PAGES.pricing(entry('pricing', data), context)).toThrow(/^content\/pricing\.yaml: plans\.1\.price: /)
})

test('an article preview renders its body through the site’s pipeline, with its read time and placeholders filled', () => {
  const words = Array.from({ length: 230 * 3 }, () => 'word').join(' ')
  const body = `Intro.\n\n## What it costs\n\nThe Growth plan is {plan.growth.price} a month. ${words}\n\n<script>alert(1)</script>`
  const data = {
    title: 'A preview article',
    excerpt: 'Its excerpt.',
    publishedAt: '2025-05-08',
    author: 'TandemDesk Team',
    tags: ['Sales'],
  }
  expect(() => PREVIEW_PAGES.blog(entry('a-preview-article', { ...data, body }), context)).toThrow(
    /content\/blog\/a-preview-article\.md:\d+: the <script> element/,
  )

  const page = show(
    PREVIEW_PAGES.blog(entry('a-preview-article', { ...data, image: '', body: body.replace(/<script>.*$/, '') }), context),
  )
  expect(page.getByRole('heading', { level: 1 }).textContent).toBe('A preview article')
  // The site's heading ids, for the table of contents' links.
  expect(page.getByRole('heading', { level: 2, name: 'What it costs' }).id).toBe('what-it-costs')
  // Specification §9: Growth is 549 USD a month.
  expect(page.getByText(/The Growth plan is/).textContent).toMatch(/^The Growth plan is \$549 a month\. word/)
  expect(page.getAllByText('4 min read').length).toBeGreaterThan(0)
})

test('the blog page preview shows the edited intro and search label above every article', () => {
  const page = show(
    PREVIEW_PAGES.blogPage(
      entry('blogPage', { ...blogPage, intro: 'Edited intro.', search: { ...blogPage.search, label: 'Find a guide' } }),
      context,
    ),
  )
  expect(page.getByRole('heading', { level: 1 }).textContent).toBe('Blog')
  page.getByText('Edited intro.')
  page.getByRole('searchbox', { name: 'Find a guide' })
  expect(page.getAllByRole('article')).toHaveLength(posts.length)
})

test('an uploaded hero photo shows from the CMS’s media store; without one the page’s drawing shows', () => {
  const sales = parse(readFileSync(join(SPEC_ROOT, 'content/services/sales.yaml'), 'utf8')) as Record<string, unknown>
  const drawn = show(PREVIEW_PAGES.services(entry('sales', sales), context))
  expect(drawn.getByRole('heading', { level: 1 }).textContent).toBe(sales.title)
  expect(document.querySelector('img')).toBeNull()

  const photo = { src: '/uploads/team.jpg', alt: 'Two of our assistants at work' }
  show(PREVIEW_PAGES.services(entry('sales', { ...sales, heroImage: photo }), context))
  expect(document.querySelector('img[alt="Two of our assistants at work"]')?.getAttribute('src')).toBe('blob:/uploads/team.jpg')
})
