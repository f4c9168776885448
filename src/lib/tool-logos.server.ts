import * as simpleIcons from 'simple-icons'
import svgpath from 'svgpath'

/** A brand logo from simple-icons: one SVG path on a 24×24 view box. */
export type ToolLogo = { title: string; path: string; hex: string }

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

/**
 * A logo path as the page writes it: relative commands, coordinates to a tenth of the 24-unit box (a tenth of a
 * pixel at the size shown). Brand paths barely compress, and simple-icons gives them to the thousandth: a page of
 * nine technology categories carried 10.5 KB of brotli in logos, 5.4 KB like this (docs/decisions/020-lean-article-pages.md).
 */
export function compactPath(path: string): string {
  return svgpath(path).rel().round(1).toString()
}

/** A tool's brand logo as the page draws it, or null for a tool simple-icons has no logo for. */
export function resolveToolLogo(slug: string | undefined): { path: string; color: string | null } | null {
  if (!slug) return null
  const logo = toolLogo(slug)
  return { path: compactPath(logo.path), color: logoColor(logo.hex) }
}
