import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../server/build-state.ts'

// npm records other platforms' native builds only when the registry serves their metadata, and without them `npm ci`
// refuses the lockfile: the missing entries are added from what the parent declares, skipped on other platforms.
type LockPackage = {
  version?: string
  optional?: boolean
  os?: Array<string>
  cpu?: Array<string>
  libc?: Array<string>
  optionalDependencies?: Record<string, string>
}

const OS = new Set(['darwin', 'win32', 'android', 'freebsd', 'linux', 'openharmony'])
const CPU = new Set(['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'wasm32'])
const LIBC = new Set(['musl', 'glibc'])
const ALIASES = new Map(Object.entries({ windows: 'win32', 64: 'x64', musleabihf: 'musl', gnu: 'glibc', gnueabihf: 'glibc' }))

export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split(/[/-]/).map((part) => ALIASES.get(part) ?? part)
  const [os, cpu, libc] = [OS, CPU, LIBC].map((names) => parts.find((part) => names.has(part)))
  if (!cpu) return null
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc ? { libc: [libc] } : {}) }
}

export function completeLockfile(lock: { packages: Record<string, LockPackage> }): Array<string> {
  const added: Array<string> = []
  for (const [location, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const nested = `${location}/node_modules/${name}`
      const hoisted = `node_modules/${name}`
      if (lock.packages[nested] || lock.packages[hoisted]) continue
      const platform = platformOf(name)
      if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue
      lock.packages[hoisted] = { version, optional: true, ...platform }
      added.push(`${name}@${version}`)
    }
  }
  return added
}

if (import.meta.main) {
  const file = join(projectRoot, 'package-lock.json')
  const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockPackage> }
  const added = completeLockfile(lock)
  lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b)))
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(added.length > 0 ? `lockfile: added ${added.length} platform entries: ${added.join(', ')}` : 'lockfile: complete')
}
