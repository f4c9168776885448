import type { GetStaticPaths } from 'astro'
import { build, type Rolldown } from 'vite'
import { getRecord } from '#src/collections/entries.ts'
import { analyticsOf, ANALYTICS_SCRIPT } from '#src/lib/analytics.ts'

// /analytics.js exists only in a build that counts visits: with `none`, or in a preview, there is no such file.
export const getStaticPaths = (async () => {
  const analytics = analyticsOf(await getRecord('site'))
  return analytics ? [{ params: { analytics: ANALYTICS_SCRIPT.slice(1, -'.js'.length) }, props: { analytics } }] : []
}) satisfies GetStaticPaths

type Props = { analytics: NonNullable<ReturnType<typeof analyticsOf>> }

/** The tracker and our goals as one module of our own, with the owner's settings written in. */
export async function GET({ props }: { props: Props }) {
  const { domain, endpoint, host } = props.analytics
  const result = (await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    mode: 'production',
    define: { ANALYTICS: JSON.stringify({ domain, endpoint, host }) },
    build: {
      write: false,
      emptyOutDir: false,
      rolldownOptions: { input: 'src/lib/analytics.client.ts', output: { codeSplitting: false, format: 'es' } },
    },
  })) as Rolldown.RolldownOutput
  return new Response(result.output[0].code, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
}
