import { Fragment } from 'react'
import { ConsultationButton } from '#src/components/layout/consultation-button.tsx'
import { buttonVariants } from '#src/components/ui/button.tsx'
import type { Home } from '#src/collections/schemas/pages.ts'
import type { Booking } from '#src/lib/booking.ts'
import { HeroIllustration } from './hero-illustration.tsx'

export function HeroSection({ eyebrow, title, subtitle, secondaryLink, booking }: Home['hero'] & { booking: Booking }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-clip bg-gradient-to-b from-brand-50 to-white">
      <div
        aria-hidden="true"
        className="absolute -top-40 -right-32 -z-10 size-[32rem] rounded-full bg-accent-100 opacity-60 blur-3xl"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 pt-14 pb-16 sm:px-6 sm:pt-20 sm:pb-24 lg:grid-cols-[1.4fr_1fr] lg:px-8 lg:pt-16 lg:pb-24 xl:grid-cols-[1.15fr_1fr] xl:pt-24 xl:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-block max-w-full rounded-full bg-white px-4 py-1.5 text-xs font-semibold tracking-wide text-balance text-brand-700 shadow-sm ring-1 ring-brand-100 sm:text-sm">
            {eyebrow.split(' · ').map((phrase, index) => (
              <Fragment key={index}>
                {index > 0 && ' · '}
                <span className="inline-block">{phrase}</span>
              </Fragment>
            ))}
          </p>
          <h1
            id="hero-heading"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl xl:text-6xl"
          >
            {title}
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-muted lg:mx-0">{subtitle}</p>
          <div className="mt-9 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:flex-wrap sm:items-center lg:justify-start">
            <ConsultationButton booking={booking} place="hero" size="lg" className="sm:whitespace-nowrap lg:px-6 xl:px-8" />
            <a href={secondaryLink.href} className={buttonVariants({ variant: 'outline', size: 'lg' })}>
              {secondaryLink.label}
            </a>
          </div>
        </div>
        <div className="mx-auto hidden w-full max-w-md rounded-4xl bg-gradient-to-br from-brand-100 via-white to-accent-100 p-4 shadow-xl ring-1 ring-brand-100 lg:block">
          <HeroIllustration className="h-auto w-full" />
        </div>
      </div>
    </section>
  )
}
