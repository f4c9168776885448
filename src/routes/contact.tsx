import { ContactOptions } from '#src/components/sections/contact-options.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { contact } from '#src/content/contact.ts'
import { fixedPageMeta } from '#src/content/page-heads.ts'
import { iconNode } from '#src/lib/icons.server.ts'
import type { Route } from './+types/contact.ts'

export function loader() {
  return {
    contact,
    icons: { video: iconNode('Video'), phone: iconNode('Phone'), mapPin: iconNode('MapPin'), mail: iconNode('Mail') },
  }
}

export function meta() {
  return fixedPageMeta('/contact')
}

export default function ContactRoute({ loaderData: data }: Route.ComponentProps) {
  return (
    <>
      <PageHero eyebrow={data.contact.eyebrow} title={data.contact.title} intro={<p>{data.contact.intro}</p>} />
      <ContactOptions content={data.contact} icons={data.icons} />
    </>
  )
}
