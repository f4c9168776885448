import { readdirSync, readFileSync } from 'node:fs'
import type { APIRoute } from 'astro'

const bundleDir = new URL('.', import.meta.resolve('decap-cms/dist/decap-cms.js'))

export function getStaticPaths() {
  return readdirSync(bundleDir)
    .filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name))
    .map((file) => ({ params: { file } }))
}

export const GET: APIRoute = ({ params }) => new Response(readFileSync(new URL(params.file!, bundleDir)))
