import { Icon } from '#src/components/ui/icon.tsx'
import type { Home } from '#src/content/schemas.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

// Below md each row is laid out as a card (grid display), so nothing scrolls sideways at 375 px; the table semantics stay.
export function ComparisonTable({ eyebrow, heading, intro, columns, rows }: Home['comparison']) {
  return (
    <SectionBand labelledBy="comparison-heading">
      <SectionHeading id="comparison-heading" eyebrow={eyebrow} title={heading} intro={intro} />
      <div className="mx-auto mt-12 max-w-5xl md:overflow-hidden md:rounded-2xl md:border md:border-line md:shadow-sm">
        <table aria-labelledby="comparison-heading" className="w-full border-collapse text-left text-base">
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr>
              <th scope="col" className="bg-surface px-6 py-4 text-sm font-semibold tracking-wide text-muted uppercase">
                {columns.aspect}
              </th>
              <th scope="col" className="bg-brand-700 px-6 py-4 text-base font-semibold text-white">
                {columns.withUs}
              </th>
              <th scope="col" className="bg-surface px-6 py-4 text-base font-semibold text-brand-950">
                {columns.hiringYourself}
              </th>
            </tr>
          </thead>
          <tbody className="grid gap-4 md:table-row-group">
            {rows.map((row) => (
              <tr
                key={row.aspect}
                className="grid overflow-hidden rounded-2xl border border-line bg-white shadow-sm md:table-row md:rounded-none md:border-0 md:shadow-none"
              >
                <th
                  scope="row"
                  className="px-5 pt-5 pb-3 text-lg font-semibold text-brand-950 md:w-1/5 md:border-t md:border-line md:px-6 md:py-5 md:align-top md:text-base"
                >
                  {row.aspect}
                </th>
                <td className="bg-brand-50 px-5 py-4 md:w-2/5 md:border-t md:border-brand-100 md:px-6 md:py-5 md:align-top">
                  <span
                    aria-hidden="true"
                    className="mb-1.5 block text-xs font-semibold tracking-wide text-brand-700 uppercase md:hidden"
                  >
                    {columns.withUs}
                  </span>
                  <span className="flex gap-3 text-ink">
                    <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-success-600 text-white">
                      <Icon name="Check" className="size-4" strokeWidth={3} />
                    </span>
                    <span>{row.withUs}</span>
                  </span>
                </td>
                <td className="px-5 pt-4 pb-5 md:w-2/5 md:border-t md:border-line md:px-6 md:py-5 md:align-top">
                  <span
                    aria-hidden="true"
                    className="mb-1.5 block text-xs font-semibold tracking-wide text-muted uppercase md:hidden"
                  >
                    {columns.hiringYourself}
                  </span>
                  <span className="flex gap-3 text-muted">
                    <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-line text-muted">
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
