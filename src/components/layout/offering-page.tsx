import { OfferingIllustration } from '#src/components/art/offering-scenes.tsx'
import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { SectionHeading } from '#src/components/sections/section-heading.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import { Photo } from '#src/components/ui/photo.tsx'
import type { Offering, PlaceholderService } from '#src/collections/entries.ts'
import type { OfferingPageWords, OfferingRecord } from '#src/collections/schemas/offerings.ts'
import type { PictureWords } from '#src/collections/schemas/pictures.ts'
import type { Booking } from '#src/lib/booking.ts'
import { cn } from '#src/lib/cn.ts'
import { offeringArt } from '#src/lib/illustrations.ts'
import { hasTools, TECH_CATEGORY_TOOLS_SHOWN, toolsHeading } from '#src/lib/offerings.ts'
import type { Picture } from '#src/lib/pictures.ts'
import { resolveToolLogo, toolInitials } from '#src/lib/tool-logos.server.ts'
import { ConsultationButton } from './consultation-button.tsx'
import { PlaceholderPage } from './placeholder-page.tsx'

/** How wide the hero picture is drawn (max-w-7xl, two columns from lg); the page head preloads a photo with the same value. */
export const OFFERING_HERO_SIZES =
  '(min-width: 1280px) 580px, (min-width: 1024px) calc(50vw - 60px), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)'

type OfferingPageProps = {
  page: Offering
  photo?: Picture
  words: OfferingPageWords
  pictures: Pick<PictureWords, 'offerings'>
  booking: Booking
}

/** A service or industry record's page; a service still to be written shows 'content coming soon' (specification §2). */
export function OfferingPage({ page, ...rest }: Omit<OfferingPageProps, 'page'> & { page: Offering | PlaceholderService }) {
  if (page.kind === 'placeholder') return <PlaceholderPage title={page.title} words={rest.words} booking={rest.booking} />
  return <RecordPage page={page} {...rest} />
}

function RecordPage({ page, photo, words, pictures, booking }: OfferingPageProps) {
  return (
    <>
      <OfferingHero page={page} photo={photo} words={words} pictures={pictures} booking={booking} />
      <KeyTasksSection page={page} />
      {hasTools(page) ? <ToolsSection page={page} words={words} /> : null}
      <CtaBand {...words.cta} booking={booking} />
    </>
  )
}

function OfferingHero({ page, photo, words, pictures, booking }: OfferingPageProps) {
  return (
    <section aria-labelledby="offering-title" className="overflow-clip bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="flex items-center gap-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
              <Icon name={page.icon} className="size-6" />
            </span>
            {words.eyebrows[page.kind]}
          </p>
          <h1 id="offering-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-muted">{page.subtitle}</p>
          <ConsultationButton booking={booking} place="hero" size="lg" className="mt-8" />
        </div>
        <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-gradient-to-br from-brand-100 via-white to-accent-100 shadow-xl ring-1 ring-brand-100">
          {photo ? (
            <Photo picture={photo} sizes={OFFERING_HERO_SIZES} priority className="size-full object-cover" />
          ) : (
            <OfferingIllustration art={offeringArt(page, pictures)} className="size-full" />
          )}
        </div>
      </div>
    </section>
  )
}

/** Columns that keep the specification's counts (3, 4, 6, 8) in full rows. */
function taskGridColumns(count: number): string {
  if (count === 3) return 'md:grid-cols-3'
  if (count % 4 === 0) return 'sm:grid-cols-2 xl:grid-cols-4'
  return 'sm:grid-cols-2 lg:grid-cols-3'
}

function KeyTasksSection({ page }: { page: OfferingRecord }) {
  return (
    <section aria-labelledby="key-tasks-heading" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="key-tasks-heading" title={page.keyTasksHeading} />
        <ul className={cn('mt-12 grid gap-5 sm:gap-6', taskGridColumns(page.keyTasks.length))}>
          {page.keyTasks.map((task) => (
            <li key={task.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              {task.icon ? (
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={task.icon} className="size-6" />
                </span>
              ) : null}
              <h3 className={cn('text-lg font-semibold text-brand-950', task.icon && 'mt-5')}>{task.title}</h3>
              <p className="mt-2 leading-7 text-muted">{task.description}</p>
            </li>
          ))}
        </ul>
        {page.compliance ? (
          <div className="mx-auto mt-10 flex max-w-4xl items-start gap-4 rounded-2xl border border-success-600/30 bg-success-50 p-6">
            <Icon name="ShieldCheck" className="mt-0.5 size-7 text-success-600" />
            <div className="space-y-3 leading-7 text-ink">
              <p>{page.compliance}</p>
              {/* A fact only the owner states (DESIGN.md §4): absent until written. */}
              {page.businessAssociateAgreement ? <p>{page.businessAssociateAgreement}</p> : null}
            </div>
          </div>
        ) : null}
      </div>
    </section>
  )
}

function ToolsSection({ page, words }: { page: Offering; words: OfferingPageWords }) {
  const categories = page.techCategories ?? []
  const heading = toolsHeading(page, words.tools)
  return (
    <section aria-labelledby="tools-heading" className="border-y border-line bg-surface px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="tools-heading" title={heading.title} intro={heading.intro} />
        {categories.length > 0 ? (
          <>
            <ul className="mt-12 grid gap-4 sm:grid-cols-3 sm:gap-5">
              {categories.map((category, index) => (
                <li key={category.name} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
                  <h3 id={`tech-category-${index}`} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {category.name}
                  </h3>
                  <ul aria-labelledby={`tech-category-${index}`} className="mt-4 space-y-3">
                    {category.tools.slice(0, TECH_CATEGORY_TOOLS_SHOWN).map((tool) => (
                      <li key={tool.name} className="flex items-center gap-3 font-medium text-ink">
                        <ToolMark tool={tool} />
                        {tool.name}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-10 text-center text-lg font-medium text-brand-900">{words.tools.otherToolsNote}</p>
          </>
        ) : (
          <ul className="mx-auto mt-10 flex max-w-5xl flex-wrap justify-center gap-3">
            {(page.tools ?? []).map((tool) => (
              <li
                key={tool.name}
                className="flex items-center gap-3 rounded-xl border border-line bg-white p-1.5 pr-4 font-medium text-ink shadow-sm"
              >
                <ToolMark tool={tool} />
                {tool.name}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}

const TOOL_TILE = 'inline-flex h-9 w-14 shrink-0 items-center justify-center rounded-lg ring-1'

// One tile size for every tool: its logo cropped to what it draws and fitted, or, without one, its initials.
function ToolMark({ tool }: { tool: { name: string; logo?: string } }) {
  const logo = resolveToolLogo(tool.logo)
  if (!logo)
    return (
      <span
        aria-hidden="true"
        data-slot="tool-mark"
        data-mark="monogram"
        className={cn(TOOL_TILE, 'bg-brand-50 text-sm font-bold tracking-wide text-brand-700 ring-brand-100')}
      >
        {toolInitials(tool.name)}
      </span>
    )
  return (
    <span aria-hidden="true" data-slot="tool-mark" data-mark="logo" className={cn(TOOL_TILE, 'bg-white px-1 py-1 ring-line')}>
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox={logo.viewBox}
        width="48"
        height="28"
        focusable="false"
        fill={logo.color ?? 'currentColor'}
        className="size-full text-ink"
      >
        <path d={logo.path} />
      </svg>
    </span>
  )
}
