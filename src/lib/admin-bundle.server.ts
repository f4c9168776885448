import tailwindcss from '@tailwindcss/vite'
import { build, type Rolldown } from 'vite'

/** One classic script for /admin, run right after decap-cms.js, so what it registers is there before any editor opens. */
export async function bundleForAdmin(input: string, define: Record<string, string>): Promise<Response> {
  const result = (await build({
    configFile: false,
    root: process.cwd(),
    logLevel: 'warn',
    mode: 'production',
    // React's production build and JSX whatever NODE_ENV the build inherits (the build tests run it under NODE_ENV=test).
    define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...define },
    oxc: { jsx: { development: false } },
    plugins: [tailwindcss()],
    build: {
      write: false,
      emptyOutDir: false,
      rolldownOptions: { input, output: { codeSplitting: false, format: 'iife' } },
    },
  })) as Rolldown.RolldownOutput
  return new Response(result.output[0].code, { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } })
}
