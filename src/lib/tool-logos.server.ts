import * as simpleIcons from 'simple-icons'
import { iconNode, type IconNode } from './icons.server.ts'

/** A brand logo from simple-icons: one SVG path on a 24×24 view box. */
export type ToolLogo = { title: string; path: string; hex: string }

/** A tool as the page renders it: its name and either a brand logo or a neutral icon. */
export type ResolvedTool = {
  name: string
  /** The brand logo's file (`toolLogoFile`), an image the page loads when the visitor scrolls near it. */
  logo: { src: string } | null
  /** Neutral lucide icon for tools simple-icons has no logo for. */
  icon: IconNode | null
}

/** Icon shown beside tools without a brand logo. */
export const NEUTRAL_TOOL_ICON = 'AppWindow'

/** WCAG 2.2 SC 1.4.11: graphics need 3:1 against their background (the tool tiles are white). */
const MIN_LOGO_CONTRAST = 3

// Loaders run only at build time, so the whole simple-icons index is read here and never reaches the
// browser: each page's loader data carries only the paths of its own tools.
const logosBySlug = new Map<string, ToolLogo>(
  Object.values(simpleIcons).map((icon) => [icon.slug, { title: icon.title, path: icon.path, hex: icon.hex }]),
)

/** Looks a simple-icons slug up; an unknown slug throws, which fails the build. */
export function toolLogo(slug: string): ToolLogo {
  const logo = logosBySlug.get(slug)
  if (!logo) throw new Error(`Unknown simple-icons slug '${slug}': see https://simpleicons.org for the slug`)
  return logo
}

function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** Contrast ratio of a six-digit hex colour (no '#') against white, from 1 to 21. */
export function contrastOnWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05)
}

/** The brand colour as `#RRGGBB` when it reaches 3:1 on white, otherwise null (the logo is drawn in ink). */
export function logoColor(hex: string): string | null {
  return contrastOnWhite(hex) >= MIN_LOGO_CONTRAST ? `#${hex}` : null
}

/** The site's ink (`--color-ink` in src/styles/app.css, oklch(0.22 0.03 265)) for logos drawn in monochrome. */
export const LOGO_INK = '#141a29'

/**
 * Where a brand logo is served from. Brand paths barely compress (a page of nine technology categories carried
 * 11 KB of them), so each is a small file of its own, cached across pages, instead of markup inside the page
 * (docs/decisions/020-lean-article-pages.md).
 */
export function toolLogoSrc(slug: string): string {
  toolLogo(slug)
  return `/generated/tools/${slug}.svg`
}

/** The logo as a standalone SVG file: the brand colour where it reads on white, otherwise the site's ink. */
export function toolLogoFile(slug: string): string {
  const logo = toolLogo(slug)
  const fill = logoColor(logo.hex) ?? LOGO_INK
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${fill}"><path d="${logo.path}"/></svg>\n`
}

/** Resolves each tool's logo (or the neutral icon) at build time. */
export function withToolLogos(tools: ReadonlyArray<{ name: string; logo?: string }>): Array<ResolvedTool> {
  return tools.map((tool) =>
    tool.logo
      ? { name: tool.name, logo: { src: toolLogoSrc(tool.logo) }, icon: null }
      : { name: tool.name, logo: null, icon: iconNode(NEUTRAL_TOOL_ICON) },
  )
}
