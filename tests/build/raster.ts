import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import type { Element } from 'hast'
import sharp from 'sharp'

/** A drawing of a built page as a visitor's browser paints it, for comparing pictures (pictures-differ.test.ts). */

/** The colour tokens of src/styles/app.css (oklch) as sRGB hex, by Tailwind's colour name. */
const TOKENS = new Map<string, string>([
  ['white', '#ffffff'],
  ['black', '#000000'],
  ...[...readFileSync('src/styles/app.css', 'utf8').matchAll(/--color-([\w-]+):\s*oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)/g)].map(
    ([, name, l, c, h]) => [name!, oklchToHex(Number(l), Number(c), Number(h))] as [string, string],
  ),
])

function oklchToHex(lightness: number, chroma: number, hue: number): string {
  const a = chroma * Math.cos((hue * Math.PI) / 180)
  const b = chroma * Math.sin((hue * Math.PI) / 180)
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ]
  const encode = (value: number) => {
    const clipped = Math.min(1, Math.max(0, value))
    const srgb = clipped <= 0.0031308 ? 12.92 * clipped : 1.055 * clipped ** (1 / 2.4) - 0.055
    return Math.round(srgb * 255)
      .toString(16)
      .padStart(2, '0')
  }
  return `#${linear.map(encode).join('')}`
}

/** An element of a built page as it is written there, from the positions the parser kept. */
export function markupOf(html: string, element: Element): string {
  return html.slice(element.position!.start.offset, element.position!.end.offset)
}

/** A drawing's Tailwind colour classes as the presentation attributes resvg reads. */
function painted(markup: string): string {
  return markup.replace(/ class="([^"]*)"/g, (_, classes: string) =>
    classes
      .split(/\s+/)
      .map((name) => {
        const match = /^(fill|stroke|text)-(.+)$/.exec(name)
        const colour = match && TOKENS.get(match[2]!)
        return colour ? ` ${match[1] === 'text' ? 'color' : match[1]}="${colour}"` : ''
      })
      .join(''),
  )
}

const WIDTH = 272

/** The drawing as a PNG, `width` pixels wide, on white (its frame's colour); the site's font stack ends in sans-serif. */
export function rasterise(markup: string, width = WIDTH): Buffer {
  const [, , viewWidth, viewHeight] = /viewBox="([^"]+)"/
    .exec(markup)![1]!
    .split(/[\s,]+/)
    .map(Number)
  const svg = painted(markup).replace(
    /^<svg/,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${viewWidth}" height="${viewHeight}" font-family="sans-serif"`,
  )
  return new Resvg(svg, { background: '#ffffff', fitTo: { mode: 'width', value: width } }).render().asPng()
}

/** The picture as pixels, then a 17 × 16 grey thumbnail's 256 left-right steps. */
export async function differenceHash(markup: string): Promise<Array<boolean>> {
  const pixels = await sharp(rasterise(markup)).greyscale().resize(17, 16, { fit: 'fill' }).raw().toBuffer()
  return Array.from({ length: 256 }, (_, index) => {
    const row = Math.floor(index / 16)
    const column = index % 16
    return pixels[row * 17 + column]! < pixels[row * 17 + column + 1]!
  })
}
