import { inject } from 'vitest'
import { defineEngineChecks } from './checks.ts'
import { launchFirefox } from './firefox.ts'

defineEngineChecks(() => launchFirefox({ httpsProxy: inject('httpsProxy') }), { axe: true })
