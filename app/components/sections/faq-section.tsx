import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#app/components/ui/accordion.tsx'
import type { FaqItem } from '#app/content/types.ts'
import { SectionBand } from './section-band.tsx'
import { SectionHeading } from './section-heading.tsx'

type FaqSectionProps = {
  heading: { eyebrow?: string; title: string; intro?: string }
  items: ReadonlyArray<FaqItem>
}

/** The FAQ (specification §4): one answer open at a time, and the open one can be collapsed again. */
export function FaqSection({ heading, items }: FaqSectionProps) {
  return (
    <SectionBand labelledBy="faq-heading" tone="surface">
      <div className="grid gap-10 lg:grid-cols-[1fr_2fr] lg:gap-16">
        <SectionHeading
          id="faq-heading"
          eyebrow={heading.eyebrow}
          title={heading.title}
          intro={heading.intro}
          align="split"
          className="lg:sticky lg:top-24 lg:self-start"
        />
        <Accordion type="single" collapsible className="mx-auto w-full max-w-3xl">
          {items.map((item, index) => (
            <AccordionItem key={item.question} value={`faq-${index + 1}`}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>
                <p>{item.answer}</p>
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </SectionBand>
  )
}
