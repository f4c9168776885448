import { readFileSync } from 'node:fs'
import type { APIRoute } from 'astro'
import { svgToPng } from '#src/lib/images.server.tsx'
import { BRAND_LOGO } from '#src/lib/structured-data.ts'

export const GET: APIRoute = () =>
  new Response(new Uint8Array(svgToPng(readFileSync('public/favicon.svg', 'utf8'), BRAND_LOGO.width)), {
    headers: { 'Content-Type': 'image/png' },
  })
