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

/**
 * The box a path draws in, within simple-icons' 24-unit square, as an SVG viewBox. Wordmarks (Zoom, Woo, Zoho) fill
 * only a strip of that square, so a tile drawn from the whole square shows them too small to read. Bounded by the
 * curves' control points, which can only make the box a little larger, never cut the mark.
 */
export function logoViewBox(path: string): string {
  let [left, top, right, bottom] = [24, 24, 0, 0]
  svgpath(path)
    .abs()
    .unarc()
    .unshort()
    .iterate((segment, _index, x, y) => {
      const [command, ...values] = segment as [string, ...Array<number>]
      const points = command === 'H' ? [values[0]!, y] : command === 'V' ? [x, values[0]!] : values
      for (let index = 0; index + 1 < points.length; index += 2) {
        const [px, py] = [Math.min(24, Math.max(0, points[index]!)), Math.min(24, Math.max(0, points[index + 1]!))]
        ;[left, top, right, bottom] = [Math.min(left, px), Math.min(top, py), Math.max(right, px), Math.max(bottom, py)]
      }
    })
  const round = (value: number) => Math.round(value * 10) / 10
  return [left, top, right - left, bottom - top].map(round).join(' ')
}

/** color null: too faint on white, so the logo is drawn in ink. */
export function resolveToolLogo(slug: string | undefined): { path: string; viewBox: string; color: string | null } | null {
  if (!slug) return null
  const logo = toolLogo(slug)
  return {
    // To a tenth of the 24-unit box: brand paths barely compress (one page: 10.5 → 5.4 KB brotli, docs/decisions/020-lean-article-pages.md).
    path: svgpath(logo.path).rel().round(1).toString(),
    viewBox: logoViewBox(logo.path),
    color: contrastOnWhite(logo.hex) >= MIN_LOGO_CONTRAST ? `#${logo.hex}` : null,
  }
}

/**
 * A few letters for a tool without a logo: its words' initials ("LinkedIn Sales Navigator" → "LSN"), the first two
 * capitals of one word ("eClinicalWorks" → "EC", "DrChrono" → "DC"), a short acronym as written ("AWS"), else its first letter.
 */
export function toolInitials(name: string): string {
  const words = name.split(/[\s.\-_/]+/).filter(Boolean)
  // A number stays whole: Microsoft 365 → M365.
  if (words.length > 1)
    return words
      .map((word) => (/^\d+$/.test(word) ? word : word[0]!))
      .join('')
      .slice(0, 4)
      .toUpperCase()
  const word = words[0] ?? name
  if (/^[A-Z0-9]{2,3}$/.test(word)) return word
  if (/^[A-Z0-9]+$/.test(word)) return word[0]!
  const humps = word[0]! + (word.slice(1).match(/[A-Z]/g) ?? []).join('')
  return humps.slice(0, 2).toUpperCase()
}
