import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { within } from '@testing-library/dom'
import { JSDOM } from 'jsdom'
import { expect, test } from 'vitest'
import { postOrder } from '../fixtures/content.ts'
import {
  SPEC_FIXED_ROUTES,
  SPEC_INDUSTRY_SLUGS,
  SPEC_PLACEHOLDER_PAGES,
  SPEC_SERVICE_SLUGS,
  SPEC_TAGS,
} from '../fixtures/specification.ts'
import { buildDir, builtHtmlFiles } from './build-output.ts'
import { screenAt, textOf } from './built-pages.ts'

// Specification §2's routes, with the fixture's 19 articles (§3) and no job opening (§2 'Careers': the list is
// empty); beside them a page per tag and the not-found files static hosts look for (DESIGN.md §5).
test('the build writes a file for each route of the specification, a page per tag and the not-found files, no other', () => {
  expect(postOrder).toHaveLength(19)
  const routes = [
    ...SPEC_FIXED_ROUTES,
    ...SPEC_SERVICE_SLUGS.map((slug) => `/services/${slug}`),
    ...SPEC_INDUSTRY_SLUGS.map((slug) => `/industries/${slug}`),
    ...SPEC_PLACEHOLDER_PAGES.map(({ slug }) => `/services/${slug}`),
    ...postOrder.map((id) => `/blogs/${id}`),
    ...SPEC_TAGS.map((tag) => `/blogs/tags/${tag.toLowerCase().replaceAll(' ', '-')}`),
  ]
  const files = routes.map((path) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`))
  const notFound = ['404.html', 'blogs/404.html', 'blogs/tags/404.html', 'careers/404.html']
  expect(builtHtmlFiles()).toEqual([...files, ...notFound].sort())
})

test('the build writes the three not-found pages static hosts look for', () => {
  expect(builtHtmlFiles()).toEqual(expect.arrayContaining(['404.html', 'blogs/404.html', 'careers/404.html']))
})

// Issue 46: the notice speaks to visitors; the owner's checklist is `npm run check:launch`.
test.each(['/', '/pricing', '/blogs'])(
  'the preview notice on %s tells visitors some contact details are placeholders',
  (path) => {
    const notice = screenAt(path).getByRole('complementary', { name: 'Preview — some contact details are placeholders' })
    expect(textOf(notice)).toBe('Preview — some contact details are placeholders')
    expect(textOf(notice)).not.toMatch(/npm/i)
  },
)

// Specification §2 and §8: each screen's heading, message and button; issue 46: one design, with links onward.
const NOT_FOUND_SCREENS = [
  { file: '404.html', title: 'Oops! Page not found', button: { name: 'Return to Home', href: '/' } },
  {
    file: 'blogs/404.html',
    title: 'Blog Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    button: { name: 'Back to Blogs', href: '/blogs' },
  },
  {
    file: 'careers/404.html',
    title: 'Job Not Found',
    text: "The job you're looking for doesn't exist or has been removed.",
    button: { name: '← Back to Job Openings', href: '/careers' },
  },
]

function notFoundScreen(file: string) {
  const { document } = new JSDOM(readFileSync(join(buildDir, file), 'utf8')).window
  const main = within(document.querySelector('main')!)
  const heading = main.getByRole('heading', { level: 1 })
  const screen = heading.closest('section')!
  const onward = main.getByRole('navigation')
  // The shape a visitor sees: the classes of the screen, its heading, message, button and onward links.
  const design = [
    screen.className,
    heading.className,
    heading.nextElementSibling!.className,
    main.getAllByRole('link')[0]!.className,
    onward.className,
    onward.querySelector('a')!.className,
  ]
  return { main, heading, design }
}

test('the three not-found screens share one design', () => {
  const [first, ...others] = NOT_FOUND_SCREENS.map((spec) => notFoundScreen(spec.file).design)
  for (const design of others) expect(design).toEqual(first)
})

test.each(NOT_FOUND_SCREENS)('$file keeps its words and button and links on to services, the blog and contact', (spec) => {
  const { main, heading } = notFoundScreen(spec.file)
  expect(textOf(heading)).toBe(spec.title)
  if (spec.text) main.getByText(spec.text)
  expect(main.getByRole('link', { name: spec.button.name }).getAttribute('href')).toBe(spec.button.href)
  const hrefs = main.getAllByRole('link').map((link) => link.getAttribute('href'))
  expect(hrefs).toEqual(expect.arrayContaining(['/services', '/blogs', '/contact']))
})
