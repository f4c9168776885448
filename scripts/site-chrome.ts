import type { Plugin } from 'vite'
import { headerNavigation } from '../src/content/navigation.ts'
import { site } from '../src/site.ts'

const MODULE_ID = 'virtual:site-chrome'
const RESOLVED_ID = `\0${MODULE_ID}`

/**
 * `virtual:site-chrome`: the site record and the header menu for island code (issue 16). The records are read from
 * content/ with node:fs at build time (src/content/records.server.ts), which a browser bundle cannot do, so the header
 * and job-form islands import this module instead: the same records, written into the bundle as data.
 */
export function siteChrome(): Plugin {
  return {
    name: 'tandemdesk:site-chrome',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) =>
      id === RESOLVED_ID
        ? `export const site = ${JSON.stringify(site)}\nexport const headerNavigation = ${JSON.stringify(headerNavigation)}\n`
        : undefined,
  }
}
