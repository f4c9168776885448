import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { APIRoute } from 'astro'

const bundleDir = dirname(createRequire(import.meta.url).resolve('decap-cms/dist/decap-cms.js'))

export function getStaticPaths() {
  return readdirSync(bundleDir)
    .filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name))
    .map((file) => ({ params: { file } }))
}

export const GET: APIRoute = ({ params }) => new Response(readFileSync(join(bundleDir, params.file!)))
