import type { Config } from '@react-router/dev/config'
import { getPrerenderPaths } from './app/content/paths.ts'

export default {
  ssr: false,
  // Every URL is HTML at build time; the list is the one in app/content/paths.ts (CONVENTIONS.md).
  prerender: () => getPrerenderPaths(),
} satisfies Config
