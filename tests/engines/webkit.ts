import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, Capabilities, Key, Origin, type WebDriver } from 'selenium-webdriver'
import { freePort } from '../../server/loopback.ts'
import { startProcess, stopProcess, type ServerProcess } from '../support/net.ts'
import { evaluationSource, INSTALL_HINT, type Engine } from './engine.ts'

export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver'
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'
export const XVFB_RUN_PATH = '/usr/bin/xvfb-run'

// MiniBrowser's toolbar holds its window to at least 447 px; in the run's own GTK settings the browser's chrome (never
// the page, which WebKit draws itself) shrinks to nothing, so the window can be 390 px wide.
const TOOLBAR_STYLE = '* { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; }\n'
const VIEWPORT_HEIGHT = 800

/**
 * Debian's WebKitGTK: its WebDriver (`webkit2gtk-driver`) driving MiniBrowser, under `xvfb-run`, with a home and
 * configuration folder of its own. https:// goes through `httpsProxy`; loopback addresses do not.
 */
export async function launchWebKit({ httpsProxy }: { httpsProxy: string }): Promise<Engine> {
  for (const [path, what] of [
    [WEBKIT_DRIVER_PATH, 'WebKitWebDriver (webkit2gtk-driver)'],
    [MINIBROWSER_PATH, 'MiniBrowser (libwebkit2gtk-4.1-0)'],
    [XVFB_RUN_PATH, 'xvfb-run (xvfb)'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`WebKit cannot run: ${what} is missing at ${path}: ${INSTALL_HINT}`)
  }
  const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'))
  mkdirSync(join(home, '.config', 'gtk-3.0'), { recursive: true })
  writeFileSync(join(home, '.config', 'gtk-3.0', 'gtk.css'), TOOLBAR_STYLE)
  const port = await freePort()
  let service: ServerProcess | undefined = startProcess(
    'WebKitWebDriver',
    ['-a', '-s', '-screen 0 1600x1200x24', WEBKIT_DRIVER_PATH, `--port=${port}`, '--host=127.0.0.1'],
    { cwd: home, command: XVFB_RUN_PATH, env: { ...process.env, HOME: home, XDG_CONFIG_HOME: join(home, '.config') } },
  )
  let driver: WebDriver | undefined
  try {
    await waitForService(service, `http://127.0.0.1:${port}/status`)
    const capabilities = new Capabilities({
      browserName: 'MiniBrowser',
      acceptInsecureCerts: true,
      'webkitgtk:browserOptions': {
        binary: MINIBROWSER_PATH,
        // The WebDriver's own `proxy` capability makes an https:// proxy of `sslProxy`; MiniBrowser's option does not.
        args: ['--automation', `--proxy=http://${httpsProxy}`, '--ignore-host=127.0.0.1', '--ignore-tls-errors'],
      },
    })
    driver = await new Builder().usingServer(`http://127.0.0.1:${port}`).withCapabilities(capabilities).build()
  } catch (error) {
    await stopProcess(service)
    rmSync(home, { recursive: true, force: true })
    throw error
  }
  const session = driver
  let width = 0

  return {
    name: 'WebKit',
    async open(url, wanted) {
      if (wanted !== width) {
        await session.manage().window().setRect({ width: wanted, height: VIEWPORT_HEIGHT })
        width = wanted
      }
      await session.get(url)
      // WebKitGTK's WebDriver has no log and no BiDi: errors are seen from the load event on (decision 045).
      await session.executeScript(collectErrors)
    },
    evaluate: (fn, ...args) => session.executeScript(`return ${evaluationSource(fn as never, args)}`) as never,
    pointAt: ({ x, y }) => session.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).perform(),
    click: ({ x, y }) => session.actions({ async: true }).move({ x, y, origin: Origin.VIEWPORT }).press().release().perform(),
    press: () => session.actions({ async: true }).sendKeys(Key.ENTER).perform(),
    type: (text) => session.actions({ async: true }).sendKeys(text).perform(),
    errors: () => session.executeScript<Array<string>>('return window.__engineErrors ?? ["the error collector is gone"]'),
    async close() {
      await session.quit().catch(() => {})
      await stopProcess(service)
      service = undefined
      rmSync(home, { recursive: true, force: true })
    },
  }
}

/** Page errors and console errors, kept on the page for `errors()`. */
function collectErrors() {
  const errors: Array<string> = []
  Object.assign(window, { __engineErrors: errors })
  window.addEventListener('error', (event) => errors.push(`pageerror: ${event.message}`))
  window.addEventListener('unhandledrejection', (event) => errors.push(`pageerror: ${String(event.reason)}`))
  const original = console.error.bind(console)
  console.error = (...parts: Array<unknown>) => {
    errors.push(`console.error: ${parts.map(String).join(' ')}`)
    original(...parts)
  }
}

async function waitForService(service: ServerProcess, url: string) {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    const ready = await fetch(url, { signal: AbortSignal.timeout(1000) }).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`WebKitWebDriver did not answer ${url} within 30 s\n${service.output()}`)
}
