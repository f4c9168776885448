import { resolve } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import * as simpleIcons from 'simple-icons'
import { build, type Plugin, type Rolldown } from 'vite'

/** One classic script for /admin, run right after decap-cms.js, so what it registers is there before any editor opens. */
export async function bundleForAdmin(
  input: string,
  define: Record<string, string>,
  plugins: ReadonlyArray<Plugin> = [],
): Promise<Response> {
  const result = (await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    mode: 'production',
    // React's production build and JSX whatever NODE_ENV the build inherits (the build tests run it under NODE_ENV=test).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    oxc: { jsx: { development: false } },
    plugins: [tailwindcss(), ...plugins],
    build: {
      write: false,
      emptyOutDir: false,
      rolldownOptions: { input, output: { codeSplitting: false, format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput
  return new Response(result.output[0].code, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
}

const ICONS_ID = '\0admin:simple-icons'
const TOOL_LOGOS_ID = '\0admin:tool-logos'

/**
 * simple-icons holds 3,000 logos (5 MB): the previews carry only those the content names (docs/decisions/033-cms-previews.md).
 * A slug the owner types in the CMS before the next build shows the tool's initials, as a tool without a logo does;
 * a slug simple-icons does not have fails as the build fails.
 */
export function onlyToolLogos(slugs: Iterable<string>): Plugin {
  const used = new Set(slugs)
  const all = Object.values(simpleIcons)
  const icons = all.filter((icon) => used.has(icon.slug)).map(({ title, slug, path, hex }) => ({ title, slug, path, hex }))
  const toolLogos = resolve('src/lib/tool-logos.server.ts')
  return {
    name: 'admin:only-tool-logos',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'simple-icons') return ICONS_ID
      if (source.endsWith('/tool-logos.server.ts') && importer !== TOOL_LOGOS_ID) return TOOL_LOGOS_ID
      return null
    },
    load(id) {
      if (id === ICONS_ID) return icons.map((icon, index) => `export const icon${index} = ${JSON.stringify(icon)}`).join('\n')
      if (id !== TOOL_LOGOS_ID) return null
      return [
        `import { resolveToolLogo as resolveBundled } from ${JSON.stringify(toolLogos)}`,
        `export * from ${JSON.stringify(toolLogos)}`,
        `const bundled = new Set(${JSON.stringify(icons.map((icon) => icon.slug))})`,
        `const known = new Set(${JSON.stringify(all.map((icon) => icon.slug))})`,
        'export const resolveToolLogo = (slug) => (slug && !bundled.has(slug) && known.has(slug) ? null : resolveBundled(slug))',
      ].join('\n')
    },
  }
}
