import { Icon } from '#src/components/ui/icon.tsx'
import type { Home } from '#src/collections/schemas/pages.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

// Below md each row is two columns under its aspect, and the column names stay in view below the sticky site header
// (h-16), so a phone reads the whole comparison without scrolling sideways; the table semantics stay. The frame clips
// (overflow: clip) rather than hides, which would make it the sticky header's scroller.
export function ComparisonTable({ eyebrow, heading, intro, columns, rows }: Home['comparison']) {
  return (
    <SectionBand labelledBy="comparison-heading">
      <SectionHeading id="comparison-heading" eyebrow={eyebrow} title={heading} intro={intro} />
      <div className="mx-auto mt-10 max-w-5xl overflow-clip rounded-2xl border border-line shadow-sm md:mt-12">
        <table aria-labelledby="comparison-heading" className="block w-full border-collapse text-left md:table md:text-base">
          <thead className="sticky top-16 z-10 block md:static md:table-header-group">
            <tr className="grid grid-cols-2 md:table-row">
              <th
                scope="col"
                className="sr-only bg-surface px-6 py-4 text-sm font-semibold tracking-wide text-muted uppercase md:not-sr-only md:table-cell"
              >
                {columns.aspect}
              </th>
              <th scope="col" className="bg-brand-700 px-3 py-2.5 text-sm font-semibold text-white md:px-6 md:py-4 md:text-base">
                {columns.withUs}
              </th>
              <th
                scope="col"
                className="bg-surface px-3 py-2.5 text-sm font-semibold text-brand-950 md:px-6 md:py-4 md:text-base"
              >
                {columns.hiringYourself}
              </th>
            </tr>
          </thead>
          <tbody className="block md:table-row-group">
            {rows.map((row) => (
              <tr key={row.aspect} className="grid grid-cols-2 border-t border-line text-sm leading-5 md:table-row md:text-base">
                <th
                  scope="row"
                  className="col-span-2 bg-white px-3 pt-2.5 pb-1 font-semibold text-brand-950 md:w-1/5 md:px-6 md:py-5 md:align-top"
                >
                  {row.aspect}
                </th>
                <td className="bg-brand-50 px-3 py-2 text-ink md:w-2/5 md:border-l md:border-brand-100 md:px-6 md:py-5 md:align-top md:leading-6">
                  <span className="flex gap-3">
                    <span className="mt-0.5 hidden size-6 shrink-0 items-center justify-center rounded-full bg-success-600 text-white md:inline-flex">
                      <Icon name="Check" className="size-4" strokeWidth={3} />
                    </span>
                    <span>{row.withUs}</span>
                  </span>
                </td>
                <td className="bg-white px-3 py-2 text-muted md:w-2/5 md:px-6 md:py-5 md:align-top md:leading-6">
                  <span className="flex gap-3">
                    <span className="mt-0.5 hidden size-6 shrink-0 items-center justify-center rounded-full bg-line text-muted md:inline-flex">
                      <Icon name="X" className="size-4" strokeWidth={3} />
                    </span>
                    <span>{row.hiringYourself}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </SectionBand>
  )
}
