import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { TEMPLATE_PAGES } from '../../scripts/template-pages.ts'
import { articles } from '../fixtures/content.ts'
import { JOB_OPENING, previewSite } from '../fixtures/site.ts'
import { waitFor, type Engine, type PageFunction, type Point } from './engine.ts'
import { REPORTED_FORM_HEIGHT } from './form-vendor.ts'

/** DESIGN.md §8: each template at a phone's width and a desktop's. */
const PHONE = 390
const DESKTOP = 1280

// The longest article by words: read time follows the word count (src/lib/read-time.ts).
const LONGEST_ARTICLE = articles.toSorted((a, b) => b.body.split(/\s+/).length - a.body.split(/\s+/).length)[0]!.id

type Build = 'preview' | 'launched'
type TemplatePage = { path: string; build: Build; allowedErrors?: ReadonlyArray<RegExp> }

/**
 * One page of each template (DESIGN.md §8 "engines"), the list Lighthouse and axe use, and beyond it the longest
 * article, a job opening that does not exist, and one that does, published only in the launched build.
 */
const PAGES: ReadonlyArray<TemplatePage> = [
  ...TEMPLATE_PAGES.map(({ template, path }) => ({
    path,
    build: 'preview' as const,
    // The not-found screen logs the path it was asked for (specification §2, "404"), as its e2e test expects.
    allowedErrors: template === 'not found' ? [new RegExp(`non-existent route: ${path}$`)] : [],
  })),
  { path: `/blogs/${LONGEST_ARTICLE}`, build: 'preview' },
  { path: '/careers/no-such-job', build: 'preview' },
  { path: `/careers/${JOB_OPENING.id}`, build: 'launched' },
]

const urlOf = (path: string, build: Build = 'preview') => `${inject(build === 'preview' ? 'previewUrl' : 'launchedUrl')}${path}`

/**
 * Brings each island that waits to be seen into view, waits until every island but those waiting for an interaction
 * has hydrated (Astro removes `ssr` then), and goes back to the top.
 */
async function settle(engine: Engine) {
  await engine.evaluate(async () => {
    for (const island of document.querySelectorAll('astro-island[ssr][client="visible"]')) {
      island.scrollIntoView({ block: 'center' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
  })
  await waitFor(engine, 'the islands to hydrate', () =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => island.getAttribute('client') === 'interaction'),
  )
  await engine.evaluate(() => scrollTo(0, 0))
}

async function visit(engine: Engine, path: string, width: number, build: Build = 'preview') {
  await engine.open(urlOf(path, build), width)
  await settle(engine)
}

/** The centre of what `locate` finds (see pageHelpers' centreOf); fails naming `what` when nothing is there. */
const pointOf: <Args extends Array<unknown>>(
  engine: Engine,
  what: string,
  locate: PageFunction<Args, Point | null>,
  ...args: Args
) => Promise<Point> = waitFor as never

/** Hydrates the desktop navigation as a visitor does, by pointing at its first link (see tests/e2e/fixtures.ts hydrateHeader). */
async function hydrateHeader(engine: Engine) {
  await engine.pointAt(
    await pointOf(engine, 'the first header link', ($) => $.centreOf($.find('a', undefined, $.find('nav', 'Main')!), false)),
  )
  await waitFor(engine, 'the header to hydrate', () =>
    document.querySelector('[data-slot="navigation-menu"]')?.hasAttribute('data-live'),
  )
}

/**
 * Registers every check for one engine; `launch` starts it once for the file. `axe`: whether the engine runs axe
 * (Firefox; DESIGN.md §8), which Chromium runs on every route (tests/e2e/accessibility.spec.ts).
 */
export function defineEngineChecks(launch: () => Promise<Engine>, { axe }: { axe: boolean }) {
  let engine: Engine
  beforeAll(async () => {
    engine = await launch()
  })
  afterAll(() => engine?.close())

  for (const width of [PHONE, DESKTOP]) {
    for (const page of PAGES) {
      test(`${page.path} at ${width} px: no page error, no sideways scrolling`, async () => {
        await visit(engine, page.path, width, page.build)
        const widths = await engine.evaluate(() => ({ scroll: document.documentElement.scrollWidth, viewport: innerWidth }))
        expect(widths.viewport).toBe(width)
        expect(widths.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(widths.viewport)
        const errors = (await engine.errors()).filter((error) => !page.allowedErrors?.some((allowed) => allowed.test(error)))
        expect(errors, 'page errors or console errors').toEqual([])
      })

      if (axe && width === PHONE) {
        test(`${page.path} at ${width} px: axe finds no WCAG 2.2 A/AA violation`, async () => {
          await visit(engine, page.path, width, page.build)
          expect(await engine.axeViolations!()).toEqual([])
        })
      }
    }

    // Issue 46: a booking link in reach wherever the visitor has scrolled (the header's, which needs no script).
    for (const path of ['/', '/pricing', '/services/sales', `/blogs/${LONGEST_ARTICLE}`]) {
      test(`three screens down ${path} at ${width} px, the header's booking link is on screen`, async () => {
        await visit(engine, path, width)
        const target = await engine.evaluate(() => {
          // Three screens, or to the end of a page that is shorter.
          const top = Math.min(3 * innerHeight, document.documentElement.scrollHeight - innerHeight)
          scrollTo(0, top)
          return top
        })
        expect(target).toBeGreaterThan(1000)
        const places = await waitFor(
          engine,
          'the header booking link on screen',
          (_$, bookingPage, place) => {
            const shown = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
              .filter((link) => link.href.startsWith(bookingPage))
              .filter((link) => {
                const box = link.getBoundingClientRect()
                if (box.height === 0 || box.bottom <= 0 || box.top >= innerHeight || box.left >= innerWidth) return false
                return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2))
              })
              .map((link) => new URL(link.href).searchParams.get('utm_content'))
            return shown.includes(place) ? shown : null
          },
          previewSite.booking.video,
          `${path}:header`,
        )
        expect(places).toContain(`${path}:header`)
      })
    }

    test(`the longest article at ${width} px opens on its whole title, date, read time and author`, async () => {
      await visit(engine, `/blogs/${LONGEST_ARTICLE}`, width)
      const outside = await engine.evaluate(() => {
        const header = document.querySelector('main > article header')!
        // The h1 and the line above it: date, read time and author (the tags below may run past the screen).
        const parts = [header.querySelector('h1')!, ...header.querySelectorAll(':scope > p:first-child > span')]
        if (parts.length !== 4) return [`expected the title and 3 details, found ${parts.length}`]
        return parts
          .filter((part) => {
            const box = part.getBoundingClientRect()
            return box.top < 0 || box.bottom > innerHeight
          })
          .map((part) => part.textContent)
      })
      expect(outside, 'parts of the article head below the first screen').toEqual([])
    })

    test(`the FAQ on / at ${width} px keeps one answer open at a time`, async () => {
      await visit(engine, '/', width)
      const summary = (index: number) =>
        pointOf(
          engine,
          `FAQ question ${index + 1}`,
          ($, n) => $.centreOf($.find('section', 'Frequently Asked Questions')?.querySelectorAll('details > summary')[n] ?? null),
          index,
        )
      const openAnswers = () =>
        engine.evaluate(($) =>
          [...($.find('section', 'Frequently Asked Questions')?.querySelectorAll('details') ?? [])].flatMap((item, index) =>
            item.open && $.isVisible(item.querySelector('p')) ? [index] : [],
          ),
        )
      expect(await openAnswers()).toEqual([])
      await engine.click(await summary(0))
      await expect.poll(openAnswers).toEqual([0])
      await engine.click(await summary(1))
      await expect.poll(openAnswers).toEqual([1])
    })

    test(`the savings calculator on /pricing at ${width} px follows typing`, async () => {
      await visit(engine, '/pricing', width)
      // As tests/e2e/savings-calculator.spec.ts: $30 an hour plus 25 % for 20 hours is $750 a month; Starter (specification §9: $299) saves $451.
      const result = 'Save $451 a month with the Starter plan'
      const shown = () =>
        engine.evaluate(
          ($, text) => $.isVisible($.find('*', text, $.find('section', 'Compare a Local Hire With Our Plans')!)),
          result,
        )
      expect(await shown()).toBe(false)
      for (const [label, value] of [
        [/Hourly wage of a local hire/, '30'],
        [/Overhead/, '25'],
        [/Hours of help needed/, '20'],
      ] as const) {
        await engine.evaluate(($, source) => {
          const field = $.find('input', new RegExp(source), $.find('section', 'Compare a Local Hire With Our Plans')!)
          if (!(field instanceof HTMLInputElement)) throw new Error(`no field ${source}`)
          field.scrollIntoView({ block: 'center' })
          field.focus()
          field.select()
        }, label.source)
        await engine.type(value)
      }
      await expect.poll(shown).toBe(true)
    })

    test(`the blog search on /blogs at ${width} px finds an article by a word of its title`, async () => {
      await visit(engine, '/blogs', width)
      const box = await pointOf(engine, 'the search box', ($) => $.centreOf($.find('input[type="search"]', 'Search the blog')))
      await engine.click(box)
      // As tests/e2e/blog-search.spec.ts: "founders" is a word of one title, which ranks first.
      await engine.type('founders')
      const first = await waitFor(engine, 'a search result', ($) =>
        $.find('section', 'Search results')?.querySelector('a')?.getAttribute('href'),
      )
      expect(first).toBe('/blogs/virtual-executive-assistants-founders')
    })

    test(`the table of contents of the longest article at ${width} px leads to its sections`, async () => {
      await visit(engine, `/blogs/${LONGEST_ARTICLE}`, width)
      // On a phone the contents are a closed <details>; from 1024 px a list beside the article.
      const summary = await engine.evaluate(($) => {
        const details = [...document.querySelectorAll('details')].find(
          (item) => $.isVisible(item) && /On this page/.test($.text(item.querySelector('summary'))),
        )
        return details ? $.centreOf(details.querySelector('summary')) : null
      })
      if (width === PHONE) expect(summary, 'the contents fold on a phone').not.toBeNull()
      if (summary) await engine.click(summary)
      const links = await waitFor(engine, 'the contents links', ($) => {
        const nav = $.all('nav', 'On this page').find($.isVisible)
        const found = [...(nav?.querySelectorAll('a[href^="#"]') ?? [])].filter($.isVisible)
        return found.length > 1 ? found.map((link) => link.getAttribute('href')!) : null
      })
      const target = links.at(-1)!
      await engine.click(
        await pointOf(
          engine,
          `the contents link ${target}`,
          ($, href) => $.centreOf($.all('nav', 'On this page').find($.isVisible)?.querySelector(`a[href="${href}"]`) ?? null),
          target,
        ),
      )
      const landed = await waitFor(
        engine,
        `the page to scroll to ${target}`,
        (_$, href) => {
          const heading = document.getElementById(href.slice(1))!.getBoundingClientRect()
          return location.hash === href && scrollY > 0 && heading.top >= 0 && heading.top < innerHeight / 2 ? heading.top : null
        },
        target,
      )
      expect(landed).toBeGreaterThanOrEqual(0)
    })

    test(`the job form frame at ${width} px takes the height its resize message reports`, async () => {
      await visit(engine, `/careers/${JOB_OPENING.id}`, width, 'launched')
      const frameHeight = () =>
        engine.evaluate(
          (_$, title) => document.querySelector<HTMLIFrameElement>(`iframe[title="${title}"]`)?.style.height ?? null,
          `Application form: ${JOB_OPENING.title}`,
        )
      // Specification §9: the job form starts 1315 px high.
      await expect.poll(frameHeight).toBe('1315px')
      // Asks the vendor's stand-in for a resize until its frame has loaded and answered.
      const resized = await waitFor(
        engine,
        'the frame to resize',
        ($, expected) => {
          const frame = $.find('iframe') as HTMLIFrameElement
          frame.scrollIntoView({ block: 'center' })
          frame.contentWindow?.postMessage('resize', '*')
          return frame.style.height === expected ? frame.style.height : null
        },
        `${REPORTED_FORM_HEIGHT + 15}px`,
      )
      expect(resized).toBe(`${REPORTED_FORM_HEIGHT + 15}px`)
    })
  }

  test('the desktop header opens the Services dropdown on hover, and closes it when the pointer leaves', async () => {
    await visit(engine, '/', DESKTOP)
    const salesShown = () => engine.evaluate(($) => $.isVisible($.find('a', 'Sales', $.find('nav', 'Main') ?? document)))
    expect(await salesShown()).toBe(false)
    await engine.pointAt(
      await pointOf(engine, 'the Services trigger', ($) =>
        $.centreOf($.find('button', 'Services', $.find('nav', 'Main')!), false),
      ),
    )
    await expect.poll(salesShown).toBe(true)
    await engine.pointAt({ x: 640, y: 600 })
    await expect.poll(salesShown).toBe(false)
  })

  test('the desktop header opens the Services dropdown from the keyboard', async () => {
    await visit(engine, '/', DESKTOP)
    await hydrateHeader(engine)
    await engine.pointAt({ x: 640, y: 600 })
    const state = () =>
      engine.evaluate(($) => {
        const trigger = $.find('button', 'Services', $.find('nav', 'Main')!)
        return {
          expanded: trigger?.getAttribute('aria-expanded'),
          sales: $.isVisible($.find('a', 'Sales', $.find('nav', 'Main')!)),
        }
      })
    expect(await state()).toEqual({ expanded: 'false', sales: false })
    await engine.evaluate(($) => ($.find('button', 'Services', $.find('nav', 'Main')!) as HTMLElement).focus())
    await engine.press('Enter')
    await expect.poll(state).toEqual({ expanded: 'true', sales: true })
  })

  // The phone menu is a popover with <details> groups (decision 042): the same state before and after any script.
  const menuState = () =>
    engine.evaluate(($) => {
      const toggle = document.querySelector('[data-slot="mobile-nav-toggle"]')!
      const panel = $.find('nav', 'Mobile')
      return {
        toggle: $.text([...toggle.querySelectorAll('[data-when]')].find((label) => getComputedStyle(label).display !== 'none')!),
        panel: $.isVisible(panel),
        groups: panel
          ? [...panel.querySelectorAll('details')].map((group) => `${$.text(group.querySelector('summary'))} ${group.open}`)
          : [],
        sales: $.isVisible(panel && $.find('a', 'Sales', panel)),
      }
    })
  const toggle = () =>
    pointOf(engine, 'the menu toggle', ($) => $.centreOf(document.querySelector('[data-slot="mobile-nav-toggle"]'), false))

  test('the mobile menu opens from its toggle with its groups collapsed, and a group expands', async () => {
    await visit(engine, '/', PHONE)
    expect(await menuState()).toMatchObject({ toggle: 'Open menu', panel: false })
    await engine.click(await toggle())
    await expect
      .poll(menuState)
      .toMatchObject({ toggle: 'Close menu', panel: true, groups: ['Services false', 'Industries false'], sales: false })
    await engine.click(
      await pointOf(engine, 'the Services group', ($) => $.centreOf($.find('summary', 'Services', $.find('nav', 'Mobile')!))),
    )
    await expect.poll(menuState).toMatchObject({ groups: ['Services true', 'Industries false'], sales: true })
  })

  test('a tap on the backdrop below the open mobile menu closes it and stays on the page', async () => {
    await visit(engine, '/', PHONE)
    await engine.click(await toggle())
    await expect.poll(menuState).toMatchObject({ toggle: 'Close menu', panel: true })
    const below = await engine.evaluate(($) => {
      const panel = $.find('nav', 'Mobile')!.getBoundingClientRect()
      const point = { x: Math.round(innerWidth / 2), y: Math.round((panel.bottom + innerHeight) / 2) }
      const hit = document.elementFromPoint(point.x, point.y)
      return {
        ...point,
        room: innerHeight - panel.bottom,
        backdrop: !!hit?.closest('[data-slot="mobile-nav-backdrop"]'),
        url: location.href,
      }
    })
    expect(below.room, 'the panel leaves room below it').toBeGreaterThan(40)
    expect(below.backdrop, 'a dimmed backdrop lies below the panel').toBe(true)
    await engine.click(below)
    await expect.poll(menuState).toMatchObject({ toggle: 'Open menu', panel: false })
    expect(await engine.evaluate(() => location.href)).toBe(below.url)
  })
}
