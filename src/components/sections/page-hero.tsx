type PageHeroProps = { eyebrow?: string; title: string; intro: React.ReactNode; children?: React.ReactNode }

export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:py-24">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-3 text-4xl font-extrabold tracking-tight text-balance text-brand-950 sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-5 max-w-2xl text-lg leading-8 text-pretty text-muted">{intro}</div>
        {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
      </div>
    </section>
  )
}
