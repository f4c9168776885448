import { Icon } from '#src/components/ui/icon.tsx'
import type { FaqItem } from '#src/collections/schemas/pages.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading, type SectionHeadingText } from './section-heading.tsx'

export const FAQ_GROUP_NAME = 'faq'

// Native <details name>: one answer open at a time without JavaScript (docs/decisions/008-native-details-for-faq.md).
export function FaqSection({ heading, items }: { heading: SectionHeadingText; items: ReadonlyArray<FaqItem> }) {
  return (
    <SectionBand labelledBy="faq-heading" tone="surface">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <SectionHeading {...heading} id="faq-heading" align="split" className="lg:sticky lg:top-24 lg:self-start" />
        <div className="mx-auto grid w-full max-w-3xl gap-3">
          {items.map((item) => (
            <details
              key={item.question}
              name={FAQ_GROUP_NAME}
              data-slot="faq-item"
              className="group rounded-2xl border border-line bg-white shadow-sm open:border-brand-200 open:shadow-md"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left hover:text-brand-700 sm:px-6 sm:py-5 [&::-webkit-details-marker]:hidden">
                <h3 className="text-base font-semibold text-brand-950 sm:text-lg">{item.question}</h3>
                <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 transition-colors group-open:bg-brand-600 group-open:text-white motion-reduce:transition-none">
                  <Icon
                    name="ChevronDown"
                    width="20"
                    height="20"
                    className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none"
                  />
                </span>
              </summary>
              <div className="px-5 pb-5 text-base leading-7 text-muted sm:px-6 sm:pb-6">
                <p>{item.answer}</p>
              </div>
            </details>
          ))}
        </div>
      </div>
    </SectionBand>
  )
}
