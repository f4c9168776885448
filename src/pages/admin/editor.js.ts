import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/collections/collections.ts'
import { bundleForAdmin } from '#src/lib/admin-bundle.server.ts'
import { keyOrderOf } from '#src/lib/cms.ts'

// The formats and widgets of the editor (src/cms/editor.ts), with each record's key order from its schema.
export async function GET() {
  const orders = [...Object.values(CONTENT_FILES), ...Object.values(CONTENT_FOLDERS)].map((entry) => keyOrderOf(entry.schema))
  return bundleForAdmin('src/cms/editor.ts', { KEY_ORDERS: JSON.stringify(JSON.stringify(orders)) })
}
