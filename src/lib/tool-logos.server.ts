import * as simpleIcons from 'simple-icons'
import svgpath from 'svgpath'

/** WCAG 2.2 SC 1.4.11: graphics need 3:1 against their background (the tool tiles are white). */
const MIN_LOGO_CONTRAST = 3

// Build time only, so the whole simple-icons index never reaches the browser.
const logosBySlug = new Map(Object.values(simpleIcons).map((icon) => [icon.slug, icon]))

export function toolLogo(slug: string): simpleIcons.SimpleIcon {
  const logo = logosBySlug.get(slug)
  if (!logo) throw new Error(`Unknown simple-icons slug '${slug}': see https://simpleicons.org for the slug`)
  return logo
}

export function contrastOnWhite(hex: string): number {
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
  })
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05)
}

/** color null: too faint on white, so the logo is drawn in ink. */
export function resolveToolLogo(slug: string | undefined): { path: string; color: string | null } | null {
  if (!slug) return null
  const logo = toolLogo(slug)
  return {
    // To a tenth of the 24-unit box: brand paths barely compress (one page: 10.5 → 5.4 KB brotli, docs/decisions/020-lean-article-pages.md).
    path: svgpath(logo.path).rel().round(1).toString(),
    color: contrastOnWhite(logo.hex) >= MIN_LOGO_CONTRAST ? `#${logo.hex}` : null,
  }
}
