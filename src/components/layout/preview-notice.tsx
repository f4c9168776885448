// Visitors read the notice; the owner learns which values are still previews from `npm run check:launch`.
export function PreviewNotice({ text }: { text: string }) {
  return (
    <aside
      aria-labelledby="preview-notice"
      className="border-b border-notice-900/20 bg-notice-100 px-4 py-2 text-center text-xs text-notice-900 sm:text-sm"
    >
      <p id="preview-notice">{text}</p>
    </aside>
  )
}
