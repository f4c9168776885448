import { buttonVariants } from '#src/components/ui/button.tsx'

export const NOT_FOUND_SCREENS = {
  page: {
    head: { title: 'Page Not Found', description: "The page you're looking for doesn't exist." },
    code: '404',
    title: 'Oops! Page not found',
    text: "The page you're looking for doesn't exist or has moved.",
    link: { href: '/', label: 'Return to Home', variant: 'primary' },
  },
  post: {
    head: { title: 'Blog Post Not Found', description: "The blog post you're looking for doesn't exist." },
    title: 'Blog Post Not Found',
    text: "The blog post you're looking for doesn't exist.",
    link: { href: '/blogs', label: 'Back to Blogs', variant: 'primary' },
  },
  job: {
    head: { title: 'Job Not Found', description: "The job you're looking for doesn't exist or has been removed." },
    title: 'Job Not Found',
    text: "The job you're looking for doesn't exist or has been removed.",
    link: { href: '/careers', label: '← Back to Job Openings', variant: 'outline' },
  },
  tag: {
    head: { title: 'Topic Not Found', description: "The blog topic you're looking for doesn't exist." },
    code: '404',
    title: 'Oops! Page not found',
    text: 'There is no blog topic at this address.',
    link: { href: '/blogs', label: 'Back to Blogs', variant: 'primary' },
  },
} as const

export function NotFound({ screen }: { screen: keyof typeof NOT_FOUND_SCREENS }) {
  const { title, text, link, ...rest } = NOT_FOUND_SCREENS[screen]
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      {'code' in rest ? <p className="text-6xl font-extrabold tracking-tight text-brand-600 sm:text-7xl">{rest.code}</p> : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <div className="mt-8">
        <a href={link.href} className={buttonVariants({ variant: link.variant })}>
          {link.label}
        </a>
      </div>
    </section>
  )
}
