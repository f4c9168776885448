import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import type { CtaBandText } from '#src/collections/schemas/fields.ts'
import type { Booking } from '#src/lib/booking.ts'

// Its words come from the page's own record (ctaBand), so the owner can word each page's closing box differently.
export function CtaBand({ title, text, booking }: CtaBandText & { booking: Booking }) {
  return (
    <section aria-labelledby="cta-heading" className="px-4 py-16 sm:px-6 lg:px-8">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-brand-700 to-brand-950 px-5 py-12 text-center text-white shadow-xl sm:px-12 sm:py-16">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-8 text-brand-100">{text}</p>
        <ConsultationButton booking={booking} place="cta-band" variant="accent" className="mt-8 sm:h-13 sm:px-8 sm:text-lg" />
      </div>
    </section>
  )
}
