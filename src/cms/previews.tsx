import { renderToStaticMarkup } from 'react-dom/server'
import siteCss from '#src/styles/app.css?inline'
import type { PreviewContext } from '#src/pages/admin/previews.js.ts'
import { PREVIEW_PAGES } from './preview-pages.tsx'

import { CMS, fromMediaFolder, h } from './decap.ts'

declare global {
  const PREVIEW_CONTEXT: string
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
CMS.registerPreviewStyle(siteCss, { raw: true })
for (const [name, page] of Object.entries(PREVIEW_PAGES)) {
  CMS.registerPreviewTemplate(name, ({ entry, getAsset }) => {
    const preview = {
      slug: entry.get('slug') ?? '',
      data: entry.get('data')?.toJS() ?? {},
      assetUrl: (path: string) => String(fromMediaFolder(getAsset)(path)),
    }
    let html: string
    // Static HTML only: islands show what the page shows before they load, and Decap's React never meets ours.
    try {
      html = renderToStaticMarkup(page(preview, context))
    } catch (error) {
      html = renderToStaticMarkup(<CannotShow message={error instanceof Error ? error.message : String(error)} />)
    }
    return h('div', { dangerouslySetInnerHTML: { __html: html } })
  })
}
