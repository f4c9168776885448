import { inject } from 'vitest'
import { defineEngineChecks } from './checks.ts'
import { launchWebKit } from './webkit.ts'

defineEngineChecks(() => launchWebKit({ httpsProxy: inject('httpsProxy') }), { axe: false })
