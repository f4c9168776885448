/** The site record and the header menu for island code, written in at build time (scripts/site-chrome.ts). */
declare module 'virtual:site-chrome' {
  import type { HeaderItem } from '#src/content/navigation.ts'
  import type { Site } from '#src/content/record-schemas.ts'

  export const site: Site
  export const headerNavigation: ReadonlyArray<HeaderItem>
}
