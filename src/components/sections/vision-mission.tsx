import { Icon } from '#src/components/ui/icon.tsx'

type Statement = { heading: string; text: string }

export function VisionMission({ vision, mission }: { vision: Statement; mission: Statement }) {
  return (
    <div className="border-y border-line/70 bg-surface">
      <div className="mx-auto grid max-w-7xl gap-6 px-4 py-16 sm:px-6 sm:py-20 md:grid-cols-2 lg:gap-8 lg:px-8 lg:py-24">
        {[
          { id: 'vision-heading', icon: 'Eye', ...vision },
          { id: 'mission-heading', icon: 'Flag', ...mission },
        ].map((statement) => (
          <section
            key={statement.id}
            aria-labelledby={statement.id}
            className="relative overflow-hidden rounded-3xl border border-line bg-white p-8 shadow-sm sm:p-10"
          >
            <span aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-gradient-to-r from-brand-600 to-accent-500" />
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100">
              <Icon name={statement.icon} />
            </span>
            <h2 id={statement.id} className="mt-6 text-2xl font-bold tracking-tight text-brand-950 sm:text-3xl">
              {statement.heading}
            </h2>
            <p className="mt-4 text-lg leading-8 text-muted">{statement.text}</p>
          </section>
        ))}
      </div>
    </div>
  )
}
