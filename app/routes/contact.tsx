import { ContactOptions } from '#app/components/sections/contact-options.tsx'
import { PageHero } from '#app/components/sections/page-hero.tsx'
import { contact } from '#app/content/contact.ts'
import { fixedPageMeta } from '#app/content/page-heads.ts'
import { iconNode } from '#app/lib/icons.server.ts'
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
