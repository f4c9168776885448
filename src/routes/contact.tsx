import { ContactOptions } from '#src/components/sections/contact-options.tsx'
import { PageHero } from '#src/components/sections/page-hero.tsx'
import { contact } from '#src/content/contact.ts'
import { fixedPageHead } from '#src/content/page-heads.ts'
import { iconNode } from '#src/lib/icons.server.ts'

export type LoaderData = ReturnType<typeof loader>

export function loader() {
  return {
    contact,
    icons: { video: iconNode('Video'), phone: iconNode('Phone'), mapPin: iconNode('MapPin'), mail: iconNode('Mail') },
  }
}

export function head() {
  return fixedPageHead('/contact')
}

export default function ContactRoute({ data }: { data: LoaderData }) {
  return (
    <>
      <PageHero eyebrow={data.contact.eyebrow} title={data.contact.title} intro={<p>{data.contact.intro}</p>} />
      <ContactOptions content={data.contact} icons={data.icons} />
    </>
  )
}
