import { existsSync, globSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from '@playwright/test'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { htmlFileForPath } from '#src/collections/page-paths.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium.ts'
import { buildDir } from '../../server/build-state.ts'
import { axeViolations } from '../support/browser-checks.ts'
import { changedFiles, pagesToCheck } from './changed-pages.ts'

// axe (WCAG 2.2 A/AA) in Chromium on the pages a content change shows on, at a phone's width and a desktop's; one
// page of each template when the change reaches every page or no page can be told (tests/content/changed-pages.ts).

const exists = (path: string) => existsSync(join(buildDir, htmlFileForPath(path)))
const files = changedFiles()
const { pages } = pagesToCheck(files ?? [], {
  exists,
  referrers: (upload) => globSync('content/**/*.{md,yaml}').filter((file) => readFileSync(file, 'utf8').includes(upload)),
})
const checked = pages.filter((path) => exists(path) || path === '/this-page-does-not-exist')

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })
})
afterAll(() => browser?.close())

test.each(checked)('%s has no WCAG 2.2 A/AA violation at 375 and 1280 px', { timeout: 60_000 }, async (path) => {
  const page = await browser.newPage()
  try {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${inject('contentSiteUrl')}${path}`)
      expect(await axeViolations(page), `${path} at ${width} px`).toEqual([])
    }
  } finally {
    await page.close()
  }
})
