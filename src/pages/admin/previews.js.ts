import tailwindcss from '@tailwindcss/vite'
import { build, type Rolldown } from 'vite'
import { getOfferings, getRecord } from '#src/content/entries.ts'
import { getPosts } from '#src/content/posts.ts'
import { planFactsOf } from '#src/lib/plan-placeholders.ts'
import { toSummary } from '#src/lib/posts.ts'

export type PreviewContext = Awaited<ReturnType<typeof previewContext>>

async function previewContext() {
  const [site, pricing, home, faq, offeringPage, services, industries, posts] = await Promise.all([
    getRecord('site'),
    getRecord('pricing'),
    getRecord('home'),
    getRecord('faq'),
    getRecord('offeringPage'),
    getOfferings('service'),
    getOfferings('industry'),
    getPosts(),
  ])
  const plans = planFactsOf(pricing)
  return { site, plans, home, faq: faq.items, offeringCta: offeringPage.cta, services, industries, posts: posts.map(toSummary) }
}

// The editor's previews, with the rest of the site as this build reads it (docs/decisions/033-cms-previews.md).
export async function GET() {
  const context = JSON.stringify(await previewContext())
  const result = (await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    mode: 'production',
    // React's production build and JSX whatever NODE_ENV the build inherits (the build tests run it under NODE_ENV=test).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), PREVIEW_CONTEXT: JSON.stringify(context) },
    oxc: { jsx: { development: false } },
    plugins: [tailwindcss()],
    build: {
      write: false,
      emptyOutDir: false,
      // A classic script, run right after decap-cms.js: the templates are registered before any editor opens.
      rolldownOptions: { input: 'src/cms/previews.tsx', output: { codeSplitting: false, format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput
  return new Response(result.output[0].code, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
}
