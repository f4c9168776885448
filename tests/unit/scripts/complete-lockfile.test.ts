import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { completeLockfile, platformOf } from '../../../scripts/complete-lockfile.ts'
import { projectRoot } from '../../../server/build-state.ts'

test('a native package name states its platform', () => {
  expect(platformOf('@astrojs/compiler-binding-darwin-arm64')).toEqual({ os: ['darwin'], cpu: ['arm64'] })
  expect(platformOf('@tailwindcss/oxide-linux-arm64-musl')).toEqual({ os: ['linux'], cpu: ['arm64'], libc: ['musl'] })
  expect(platformOf('@oxc-parser/binding-linux-arm-gnueabihf')).toEqual({ os: ['linux'], cpu: ['arm'], libc: ['glibc'] })
  expect(platformOf('@cloudflare/workerd-windows-64')).toEqual({ os: ['win32'], cpu: ['x64'] })
  expect(platformOf('@tailwindcss/oxide-wasm32-wasi')).toEqual({ cpu: ['wasm32'] })
  expect(platformOf('fsevents')).toBeNull()
})

test('missing platform builds are added as optional entries; present ones and non-platform ones are left alone', () => {
  const lock = {
    packages: {
      '': {},
      'node_modules/native': {
        version: '1.0.0',
        optionalDependencies: { 'native-linux-x64-gnu': '1.0.0', 'native-darwin-arm64': '1.0.0', helper: '^2.0.0' },
      },
      'node_modules/native-linux-x64-gnu': { version: '1.0.0', optional: true, os: ['linux'], cpu: ['x64'] },
    },
  }
  expect(completeLockfile(lock)).toEqual(['native-darwin-arm64@1.0.0'])
  expect(lock.packages).toHaveProperty(['node_modules/native-darwin-arm64'], {
    version: '1.0.0',
    optional: true,
    os: ['darwin'],
    cpu: ['arm64'],
  })
  expect(lock.packages).not.toHaveProperty(['node_modules/helper'])
})

test('the committed lockfile lists every platform build of its native packages, so npm ci accepts it anywhere', () => {
  const lock = JSON.parse(readFileSync(join(projectRoot, 'package-lock.json'), 'utf8'))
  expect(completeLockfile(lock)).toEqual([])
})
