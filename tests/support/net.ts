import { spawn, type ChildProcess } from 'node:child_process'

export type ServerProcess = {
  name: string
  child: ChildProcess
  /** Its stdout and stderr so far (the last 20,000 characters). */
  output: () => string
  /** Its exit code, or the signal that ended it. */
  exited: Promise<number | string>
}

/**
 * Starts a server program in a process group of its own, so `stopProcess` also ends what it starts (workerd,
 * nginx's worker). `command` defaults to this Node.
 */
export function startProcess(
  name: string,
  args: ReadonlyArray<string>,
  options: { cwd: string; env?: NodeJS.ProcessEnv; command?: string },
): ServerProcess {
  const { command = process.execPath, cwd, env = process.env } = options
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? '')))
  return { name, child, output: () => output, exited }
}

export function hasExited(server: ServerProcess): boolean {
  return server.child.exitCode !== null || server.child.signalCode !== null
}

/** Resolves once `url` answers 200; rejects, with the program's output, if it exits first or `timeoutMs` passes. */
export async function waitForAnswer(server: ServerProcess, url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (hasExited(server))
      throw new Error(`${server.name} exited (${await server.exited}) before answering ${url}\n${server.output()}`)
    const status = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s\n${server.output()}`)
}

/** SIGTERM to its process group, SIGKILL after 5 s; resolves once it has exited. */
export async function stopProcess(server: ServerProcess | undefined): Promise<void> {
  const pid = server?.child.pid
  if (!server || pid === undefined || hasExited(server)) return
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal)
    } catch {
      // already gone
    }
  }
  signalGroup('SIGTERM')
  const timer = setTimeout(() => signalGroup('SIGKILL'), 5000)
  await server.exited
  clearTimeout(timer)
}
