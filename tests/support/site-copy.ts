import { cpSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'
import { SPEC_ROOT } from '../fixtures/specification.ts'
import { ensureFixtureBuild } from './fixture-build.ts'
import { copyProject } from './project-copy.ts'

/**
 * A copy of the project with the fixture content, whose dist/ is a copy of the fixture preview build, linked as
 * scripts/build.ts links a build: for tests that run `npm start`, `npm run cms` or a build in it and may break it.
 */
export async function siteCopy(prefix: string): Promise<string> {
  const copy = copyProject(prefix)
  rmSync(join(copy, 'content'), { recursive: true, force: true })
  cpSync(join(SPEC_ROOT, 'content'), join(copy, 'content'), { recursive: true })
  mkdirSync(join(copy, '.builds'))
  cpSync(realpathSync(await ensureFixtureBuild('preview')), join(copy, '.builds', 'fixture'), { recursive: true })
  symlinkSync(join('.builds', 'fixture'), join(copy, 'dist'))
  return copy
}
