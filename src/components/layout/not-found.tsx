import { buttonVariants } from '#src/components/ui/button.tsx'
import { Icon } from '#src/components/ui/icon.tsx'
import type { Messages } from '#src/collections/schemas/pages.ts'
import { GOALS } from '#src/lib/goals.ts'

// Specification §2 and §8: each screen's heading, message and button, exactly. The rest comes from content/messages.yaml,
// as does the job screen's button, whose words the specification leaves open ('a back link').
const SPEC_SCREENS = {
  page: { title: 'Oops! Page not found', link: { href: '/', label: 'Return to Home' } },
  post: {
    title: 'Blog Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    link: { href: '/blogs', label: 'Back to Blogs' },
  },
  job: {
    title: 'Job Not Found',
    text: "The job you're looking for doesn't exist or has been removed.",
    link: { href: '/careers' },
  },
  tag: { title: 'Oops! Page not found', link: { href: '/blogs', label: 'Back to Blogs' } },
} as const

export type NotFoundScreenName = keyof typeof SPEC_SCREENS

type NotFoundWords = Messages['notFound']

/** A not-found screen's words: its head (tab title and description), heading, message and button. */
export function notFoundScreen(screen: NotFoundScreenName, words: NotFoundWords) {
  const spec = SPEC_SCREENS[screen]
  const text = 'text' in spec ? spec.text : screen === 'tag' ? words.topic.text : words.pageText
  const tabTitle = { page: words.pageTitle, post: spec.title, job: spec.title, tag: words.topic.title }[screen]
  const link = { href: spec.link.href, label: 'label' in spec.link ? spec.link.label : words.jobLink }
  return { head: { title: tabTitle, description: text }, title: spec.title, text, link }
}

// One design for every missing page: the screen's own button, then the way onward (leaving out where it already leads).
export function NotFound({ screen, words }: { screen: NotFoundScreenName; words: NotFoundWords }) {
  const { title, text, link } = notFoundScreen(screen, words)
  const onward = words.onward.filter((item) => item.href !== link.href)
  return (
    <section
      aria-labelledby="not-found-title"
      data-slot="not-found"
      data-goal={GOALS.notFound}
      data-goal-on="view"
      className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24"
    >
      <p className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold tracking-wide text-brand-700 ring-1 ring-brand-100">
        {words.code}
      </p>
      <h1 id="not-found-title" className="mt-5 text-3xl font-bold tracking-tight text-balance text-brand-950 sm:text-4xl">
        {title}
      </h1>
      <p className="mt-4 max-w-xl text-lg text-pretty text-muted">{text}</p>
      <a href={link.href} className={buttonVariants({ className: 'mt-8' })}>
        {link.label}
      </a>
      <nav aria-labelledby="not-found-onward" className="mt-14 w-full border-t border-line pt-10">
        <h2 id="not-found-onward" className="text-sm font-semibold tracking-wide text-muted uppercase">
          {words.onwardHeading}
        </h2>
        <ul className="mt-5 grid gap-3 sm:grid-cols-3">
          {onward.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="flex items-center gap-3 rounded-2xl border border-line bg-white p-4 text-left font-semibold text-brand-950 shadow-sm transition-colors hover:border-brand-300 hover:text-brand-700 motion-reduce:transition-none"
              >
                <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon name={item.icon} className="size-5" />
                </span>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
