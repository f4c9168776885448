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

const OS: Record<string, string> = {
  darwin: 'darwin',
  win32: 'win32',
  windows: 'win32',
  android: 'android',
  freebsd: 'freebsd',
  linux: 'linux',
  openharmony: 'openharmony',
}
const CPU: Record<string, string> = {
  arm64: 'arm64',
  x64: 'x64',
  '64': 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
}

export function platformOf(name: string): Pick<LockPackage, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-')
  const os = parts.map((part) => OS[part]).find(Boolean)
  const cpu = parts.map((part) => CPU[part]).find(Boolean)
  if (!cpu) return null
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined
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
      // Only platform builds are filled in; any other missing optional dependency is npm's to resolve.
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
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  )
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(added.length > 0 ? `lockfile: added ${added.length} platform entries: ${added.join(', ')}` : 'lockfile: complete')
}
