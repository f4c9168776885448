// The one place that recognises a preview value (docs/decisions/023-preview-values-and-launch-gate.md): hosts reserved by
// RFC 2606/6761, phone numbers in the fiction range 555-0100 to 555-0199, and any text naming itself a preview.

const RESERVED_HOST = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i
const FICTIONAL_PHONE = /^1\d{3}55501\d{2}$/

export function isPreviewValue(value: string): boolean {
  if (/\bpreview\b/i.test(value)) return true
  if (/^https?:\/\//i.test(value)) return RESERVED_HOST.test(URL.parse(value)?.hostname ?? '')
  const email = /^[^\s@]+@([^\s@]+)$/.exec(value)
  if (email) return RESERVED_HOST.test(email[1]!)
  if (/^\+[\d ()-]+$/.test(value)) return FICTIONAL_PHONE.test(value.replace(/\D/g, ''))
  return false
}

export function previewValues(record: unknown, path: ReadonlyArray<string> = []): Array<{ path: string; value: string }> {
  if (typeof record === 'string') return isPreviewValue(record) ? [{ path: path.join('.'), value: record }] : []
  if (record === null || typeof record !== 'object' || Array.isArray(record)) return []
  return Object.entries(record).flatMap(([key, value]) => previewValues(value, [...path, key]))
}
