import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AxePuppeteer } from '@axe-core/puppeteer'
import puppeteer from 'puppeteer-core'
import { AXE_TAGS, evaluationSource, INSTALL_HINT, type Engine } from './engine.ts'

export const FIREFOX_PATH = '/usr/bin/firefox-esr'

/**
 * Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (no geckodriver, no download; Playwright's Firefox
 * channel does not drive ESR 153), headless, in a home folder of its own. https:// goes through `httpsProxy`.
 */
export async function launchFirefox({ httpsProxy }: { httpsProxy: string }): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`Firefox is missing (${FIREFOX_PATH}): ${INSTALL_HINT}`)
  const home = mkdtempSync(join(tmpdir(), 'engines-firefox-'))
  const [proxyHost, proxyPort] = httpsProxy.split(':')
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    acceptInsecureCerts: true,
    env: { ...process.env, HOME: home },
    extraPrefsFirefox: {
      'network.proxy.type': 1,
      'network.proxy.ssl': proxyHost,
      'network.proxy.ssl_port': Number(proxyPort),
    },
  })
  // A new tab for each page, so that one page's late errors are never counted against the next.
  let page = await browser.newPage()
  let errors: Array<string> = []
  async function newTab() {
    const previous = page
    page = await browser.newPage()
    const seen: Array<string> = (errors = [])
    page.on('pageerror', (error) => seen.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`))
    page.on('console', (message) => {
      if (message.type() === 'error') seen.push(`console.error: ${message.text()}`)
    })
    await previous.close()
  }

  return {
    name: 'Firefox',
    async open(url, width) {
      await newTab()
      await page.setViewport({ width, height: 800 })
      await page.goto(url, { waitUntil: 'load' })
    },
    evaluate: (fn, ...args) => page.evaluate(evaluationSource(fn as never, args)) as never,
    pointAt: ({ x, y }) => page.mouse.move(x, y),
    click: ({ x, y }) => page.mouse.click(x, y),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    errors: async () => errors,
    async axeViolations() {
      // Legacy mode runs axe in the page itself; it skips only cross-origin frames (the job form's vendor).
      const results = await new AxePuppeteer(page)
        .options({ resultTypes: ['violations'] })
        .withTags(AXE_TAGS)
        .setLegacyMode()
        .analyze()
      return results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    },
    async close() {
      await browser.close()
      rmSync(home, { recursive: true, force: true })
    },
  }
}
