import { spawn } from 'node:child_process'
import type { TestProject } from 'vitest/node'
import { buildDir, projectRoot } from '../../server/build-state.ts'
import { close, listen } from '../../server/loopback.ts'
import { createStaticServer } from '../../server/static-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The owner's build, served over HTTP for axe. */
    contentSiteUrl: string
  }
}

/**
 * The content checks' setup: `npm run build` of the owner's content/ (the build checks every file first, then swaps
 * dist/ in only when it succeeded), then the production server over it for the accessibility checks.
 */
export async function setup(project: TestProject) {
  const output = await new Promise<{ status: number | null; text: string }>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: projectRoot })
    let text = ''
    child.stdout.on('data', (chunk: Buffer) => (text += chunk))
    child.stderr.on('data', (chunk: Buffer) => (text += chunk))
    child.on('close', (status) => resolve({ status, text }))
  })
  if (output.status !== 0) {
    const lines = output.text.split('\n').filter((line) => /^(build| {2}content\/| {2}src\/)|\.md:\d+|\.yaml:/.test(line))
    throw new Error(`the site does not build from content/:\n${(lines.length > 0 ? lines : [output.text]).join('\n')}`)
  }
  const server = createStaticServer(buildDir, { log: null })
  project.provide('contentSiteUrl', `http://127.0.0.1:${await listen(server)}`)
  return () => close(server)
}
