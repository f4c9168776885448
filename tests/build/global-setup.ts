import { ensureFixtureBuild } from '../support/fixture-build.ts'

/** The build checks read the two fixture builds (tests/support/fixture-build.ts), made side by side: one core each. */
export async function setup() {
  await Promise.all([ensureFixtureBuild('preview'), ensureFixtureBuild('launched')])
}
