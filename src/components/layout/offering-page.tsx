import { CtaBand } from '#src/components/sections/cta-band.tsx'
import { SectionHeading } from '#src/components/sections/section-heading.tsx'
import { Artwork } from '#src/components/ui/artwork.tsx'
import { SvgIcon } from '#src/components/ui/svg-icon.tsx'
import { offeringCta } from '#src/content/offering-copy.ts'
import type { OfferingView } from '#src/content/offerings.server.ts'
import { cn } from '#src/lib/cn.ts'
import { hasTools, OTHER_TOOLS_NOTE, toolsHeading } from '#src/lib/offering-tools.ts'
import type { ResolvedTool } from '#src/lib/tool-logos.server.ts'
import { site } from '#src/site.ts'
import { ConsultationButton } from './consultation-button.tsx'

/** Renders any service or industry page: hero, key tasks, compliance note, tools, call to action. */
export function OfferingPage({ page }: { page: OfferingView }) {
  return (
    <>
      <OfferingHero page={page} />
      <KeyTasksSection page={page} />
      {hasTools(page) ? <ToolsSection page={page} /> : null}
      <CtaBand title={offeringCta.title} text={offeringCta.text} path={page.path} />
    </>
  )
}

function OfferingHero({ page }: { page: OfferingView }) {
  return (
    <section aria-labelledby="offering-title" className="overflow-hidden bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-14 sm:px-6 sm:pt-16 lg:grid-cols-2 lg:gap-14 lg:px-8 lg:py-20">
        <div>
          <p className="flex items-center gap-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-600 text-white shadow-sm">
              <SvgIcon node={page.icon} className="size-6" />
            </span>
            {page.heroImage.artwork.eyebrow}
          </p>
          <h1 id="offering-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl">
            {page.title}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-8 text-pretty text-muted">{page.subtitle}</p>
          <ConsultationButton path={page.path} place="hero" size="lg" className="mt-8" />
        </div>
        <Artwork
          artwork={page.heroImage.artwork}
          icon={page.icon}
          alt={page.heroImage.alt}
          brand={site.name}
          className="rounded-3xl shadow-xl ring-1 ring-brand-900/10"
        />
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

function KeyTasksSection({ page }: { page: OfferingView }) {
  return (
    <section aria-labelledby="key-tasks-heading" className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="key-tasks-heading" title={page.keyTasksHeading} />
        <ul className={cn('mt-12 grid gap-5 sm:gap-6', taskGridColumns(page.keyTasks.length))}>
          {page.keyTasks.map((task) => (
            <li key={task.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              {task.icon ? (
                <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <SvgIcon node={task.icon} className="size-6" />
                </span>
              ) : null}
              <h3 className={cn('text-lg font-semibold text-brand-950', task.icon && 'mt-5')}>{task.title}</h3>
              <p className="mt-2 leading-7 text-muted">{task.description}</p>
            </li>
          ))}
        </ul>
        {page.compliance ? (
          <div className="mx-auto mt-10 flex max-w-4xl items-start gap-4 rounded-2xl border border-success-600/30 bg-success-50 p-6">
            <SvgIcon node={page.compliance.icon} className="mt-0.5 size-7 text-success-600" />
            <p className="leading-7 text-ink">{page.compliance.text}</p>
          </div>
        ) : null}
      </div>
    </section>
  )
}

function ToolsSection({ page }: { page: OfferingView }) {
  const heading = toolsHeading(page)
  return (
    <section aria-labelledby="tools-heading" className="border-y border-line bg-surface px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div className="mx-auto max-w-6xl">
        <SectionHeading id="tools-heading" title={heading.title} intro={heading.intro} />
        {page.techCategories.length > 0 ? (
          <>
            <ul className="mt-12 grid gap-4 sm:grid-cols-3 sm:gap-5">
              {page.techCategories.map((category, index) => (
                <li key={category.name} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
                  <h3 id={`tech-category-${index}`} className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
                    {category.name}
                  </h3>
                  <ul aria-labelledby={`tech-category-${index}`} className="mt-4 space-y-3">
                    {category.tools.map((tool) => (
                      <li key={tool.name} className="flex items-center gap-3 font-medium text-ink">
                        <ToolMark tool={tool} />
                        {tool.name}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
            <p className="mt-10 text-center text-lg font-medium text-brand-900">{OTHER_TOOLS_NOTE}</p>
          </>
        ) : (
          <ul className="mx-auto mt-10 flex max-w-5xl flex-wrap justify-center gap-3">
            {page.tools.map((tool) => (
              <li
                key={tool.name}
                className="flex items-center gap-2.5 rounded-full border border-line bg-white py-2 pr-5 pl-3 font-medium text-ink shadow-sm"
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

/** The tool's brand logo (decorative: the name sits beside it), or a neutral icon when it has none. */
function ToolMark({ tool }: { tool: ResolvedTool }) {
  if (!tool.logo) return <SvgIcon node={tool.icon} className="size-6 text-muted" />
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill={tool.logo.color ?? 'currentColor'}
      className="size-6 shrink-0 text-ink"
    >
      <path d={tool.logo.path} />
    </svg>
  )
}
