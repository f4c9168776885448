// Written by src/pages/admin/previews.js.ts as it bundles the previews.
declare module 'virtual:preview-context' {
  import type { PreviewContext } from '#src/cms/preview-pages.tsx'

  const context: PreviewContext
  export default context
}
