import type { CONTENT_FILES, CONTENT_FOLDERS } from './collections.ts'

// DESIGN.md §4 'Facts to confirm' (docs/decisions/046-facts-to-confirm.md): business facts only the owner can state.
// Each is an optional field of its record, shown when supplied and left off its page when not; `npm run check:launch`
// lists the unsupplied ones under "Facts to confirm", with the field's description from its schema.

export type OwnerFact = (
  { record: keyof typeof CONTENT_FILES; path: string } | { folder: keyof typeof CONTENT_FOLDERS; id: string; path: string }
) & {
  /** A fact asked for only while its record says so (how long visit counts are kept, once counting is on). */
  askedWhen?: { path: string; equals: string }
}

export const OWNER_FACTS: ReadonlyArray<OwnerFact> = [
  { record: 'pricing', path: 'everyPlan.items' },
  { record: 'pricing', path: 'everyPlan.unusedHours' },
  { record: 'pricing', path: 'everyPlan.planChanges' },
  { folder: 'industries', id: 'healthcare', path: 'businessAssociateAgreement' },
  { record: 'site', path: 'areaServed' },
  { record: 'site', path: 'analytics.retention', askedWhen: { path: 'analytics.provider', equals: 'plausible' } },
  { record: 'privacy', path: 'facts.collected' },
  { record: 'privacy', path: 'facts.use' },
  { record: 'privacy', path: 'facts.sharing' },
  { record: 'privacy', path: 'facts.retention' },
  { record: 'privacy', path: 'facts.rights' },
]

/** A field the owner has not filled in: absent, or left empty by the CMS. */
export function isUnsupplied(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  return Array.isArray(value) && value.every(isUnsupplied)
}

export function valueAt(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data)
}
