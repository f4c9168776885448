import type { APIRoute } from 'astro'
import { logoPng } from '#src/lib/images.server.ts'
import { BRAND_LOGO } from '#src/lib/structured-data.ts'
import favicon from '../../../public/favicon.svg?raw'

/** The brand mark as a square PNG, the organization's logo in structured data. */
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await logoPng(favicon, BRAND_LOGO.width)), { headers: { 'Content-Type': 'image/png' } })
