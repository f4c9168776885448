import { renderToStaticMarkup } from 'react-dom/server'
import siteCss from '#src/styles/app.css?inline'
import type { PreviewContext } from '#src/pages/admin/previews.js.ts'
import { PREVIEW_PAGES } from './preview-pages.tsx'

// What this bundle uses of the globals decap-cms.js defines (https://decapcms.org/docs/customization/).
type DecapEntry = { get(key: 'slug'): string | undefined; get(key: 'data'): { toJS(): Record<string, unknown> } | undefined }
type DecapPreviewProps = { entry: DecapEntry; getAsset: (path: string) => { toString(): string } }
declare global {
  const PREVIEW_CONTEXT: string
  interface Window {
    CMS: {
      registerPreviewStyle: (css: string, options: { raw: boolean }) => void
      registerPreviewTemplate: (name: string, template: (props: DecapPreviewProps) => unknown) => void
    }
    h: (type: string, props: Record<string, unknown>) => unknown
  }
}

function CannotShow({ message }: { message: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-2xl font-bold text-danger-700">The site cannot show this yet</h1>
      <p className="mt-4 font-mono whitespace-pre-line text-muted">{message}</p>
    </section>
  )
}

const context: PreviewContext = JSON.parse(PREVIEW_CONTEXT)
window.CMS.registerPreviewStyle(siteCss, { raw: true })
for (const [name, page] of Object.entries(PREVIEW_PAGES)) {
  window.CMS.registerPreviewTemplate(name, ({ entry, getAsset }) => {
    const preview = {
      slug: entry.get('slug') ?? '',
      data: entry.get('data')?.toJS() ?? {},
      assetUrl: (path: string) => String(getAsset(path)),
    }
    let html: string
    // Static HTML only: islands show what the page shows before they load, and Decap's React never meets ours.
    try {
      html = renderToStaticMarkup(page(preview, context))
    } catch (error) {
      html = renderToStaticMarkup(<CannotShow message={error instanceof Error ? error.message : String(error)} />)
    }
    return window.h('div', { dangerouslySetInnerHTML: { __html: html } })
  })
}
