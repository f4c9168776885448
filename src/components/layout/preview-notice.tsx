export function PreviewNotice({ count }: { count: number }) {
  return (
    <aside
      aria-label="Preview"
      className="border-b border-notice-900/20 bg-notice-100 px-4 py-2 text-center text-xs text-notice-900 sm:text-sm"
    >
      <p>
        <strong>Preview:</strong> {count} business {count === 1 ? 'detail is' : 'details are'} still example values and search
        engines are kept out. Run <code className="font-semibold">npm run check:launch</code> to list them.
      </p>
    </aside>
  )
}
