import type { z } from 'zod'
import { PostArticle } from '#src/components/blog/post-article.tsx'
import { BlogIndexPage } from '#src/components/blog/blog-index-page.tsx'
import { JobDetail } from '#src/components/careers/job-detail.tsx'
import { BlogSearchIsland } from '#src/components/islands/blog-search-island.tsx'
import { DesktopNavIsland } from '#src/components/islands/desktop-nav-island.tsx'
import { JobApplicationFrameIsland } from '#src/components/islands/job-application-frame-island.tsx'
import { SavingsCalculatorIsland } from '#src/components/islands/savings-calculator-island.tsx'
import { TableOfContentsIsland } from '#src/components/islands/table-of-contents-island.tsx'
import { AboutPage } from '#src/components/layout/about-page.tsx'
import { ContactPage } from '#src/components/layout/contact-page.tsx'
import { HomePage } from '#src/components/layout/home-page.tsx'
import { IndustriesPage } from '#src/components/layout/industries-page.tsx'
import { OfferingPage } from '#src/components/layout/offering-page.tsx'
import { PricingPage } from '#src/components/layout/pricing-page.tsx'
import { PrivacyPolicyPage } from '#src/components/layout/privacy-policy-page.tsx'
import { ServicesPage } from '#src/components/layout/services-page.tsx'
import { SiteFooter } from '#src/components/layout/site-footer.tsx'
import { SiteHeader } from '#src/components/layout/site-header.tsx'
import { CONTENT_FILES, CONTENT_FOLDERS } from '#src/collections/collections.ts'
import type { Offering } from '#src/collections/entries.ts'
import { formatSchemaError } from '#src/collections/schemas/fields.ts'
import { renderArticle, reportRemovals } from '#src/lib/article.server.ts'
import { searchWords } from '#src/lib/blog-search.ts'
import { bookingFor } from '#src/lib/booking.ts'
import { formForJob } from '#src/lib/job-form.ts'
import { headerItems } from '#src/lib/navigation.ts'
import { pageOrigins } from '#src/lib/page-origins.ts'
import { pathFor } from '#src/lib/path-for.ts'
import { FRAMES, isUpload, type Frame, type Picture, type PictureSource } from '#src/lib/pictures.ts'
import { fillPlanPlaceholders, type PlanFacts } from '#src/lib/plan-placeholders.ts'
import { orderArticles, searchablePosts, selectRelatedPosts } from '#src/lib/posts.ts'
import { calculatorPlans } from '#src/lib/savings.ts'
import type { PreviewContext } from '#src/pages/admin/previews.js.ts'

/** The entry being edited: its file name (slug), its fields as the editor holds them, and the address of an upload. */
export type PreviewEntry = { slug: string; data: Record<string, unknown>; assetUrl: (path: string) => string }

// Decap keeps a cleared optional field as an empty value; the files it saves leave such a field out.
function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, item]) => item !== null && item !== undefined && item !== '')
      .map(([key, item]) => [key, withoutEmpty(item)]),
  )
}

function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(withoutEmpty(data))
  if (!result.success) throw new Error(formatSchemaError(result.error, file))
  return result.data
}

// Validated as written, then filled, as the build reads an entry (src/collections/entries.ts).
function parse<S extends z.ZodType>(schema: S, data: unknown, file: string, plans: ReadonlyArray<PlanFacts>): z.output<S> {
  return fillPlanPlaceholders(validate(schema, data, file), plans, file)
}

// An upload is a file in the repository, shown through Decap's media store: Astro's image pipeline runs at build time only.
function previewPicture(source: PictureSource, frame: Frame, assetUrl: PreviewEntry['assetUrl']): Picture {
  if (!isUpload(source.src))
    return { src: source.src, alt: source.alt, width: source.width ?? frame.width, height: source.height ?? frame.height }
  return { src: assetUrl(source.src), alt: source.alt, width: frame.width, height: frame.height }
}

function fileRecord<N extends keyof typeof CONTENT_FILES>(name: N, entry: PreviewEntry, context: PreviewContext) {
  const { schema, file } = CONTENT_FILES[name]
  return parse(schema, entry.data, `content/${file}`, context.plans) as z.output<(typeof CONTENT_FILES)[N]['schema']>
}

function offering(kind: Offering['kind'], entry: PreviewEntry, context: PreviewContext) {
  const folder = kind === 'service' ? 'services' : 'industries'
  const file = `content/${folder}/${entry.slug}.yaml`
  const record = parse(CONTENT_FOLDERS[folder].schema, entry.data, file, context.plans)
  const page: Offering = { ...record, slug: entry.slug, kind, path: pathFor[kind](entry.slug) }
  const photo = record.heroImage && previewPicture(record.heroImage, FRAMES.offeringHero, entry.assetUrl)
  return (
    <OfferingPage
      page={page}
      photo={photo}
      words={context.offeringPage}
      pictures={context.pictures}
      booking={bookingFor(context.site, page.path)}
    />
  )
}

function article(entry: PreviewEntry, context: PreviewContext) {
  const file = `content/blog/${entry.slug}.md`
  const { body, ...frontmatter } = entry.data
  const data = parse(CONTENT_FOLDERS.blog.schema, frontmatter, file, context.plans)
  const { post, removed } = renderArticle(
    { id: entry.slug, data, body: typeof body === 'string' ? body : '' },
    { site: context.site, pictures: context.pictures, plans: context.plans },
  )
  reportRemovals(removed, () => {})
  const cover = 'upload' in post.cover ? { photo: previewPicture(post.cover.upload, FRAMES.cover, entry.assetUrl) } : post.cover
  return (
    <PostArticle
      post={{ ...post, cover }}
      related={selectRelatedPosts(context.posts, post)}
      booking={bookingFor(context.site, pathFor.post(entry.slug))}
      words={context.articlePage}
      tagWords={context.blogPage}
      toc={post.toc.length > 0 ? <TableOfContentsIsland entries={post.toc} label={context.articlePage.tocLabel} /> : undefined}
    />
  )
}

function job(entry: PreviewEntry, context: PreviewContext) {
  const file = `content/jobs/${entry.slug}.yaml`
  const opening = { ...parse(CONTENT_FOLDERS.jobs.schema, entry.data, file, context.plans), id: entry.slug }
  const { forms } = context.site
  return (
    <JobDetail
      job={opening}
      words={context.careersPage.opening}
      frame={
        <JobApplicationFrameIsland
          form={formForJob(forms, opening.id)}
          origin={forms.origin}
          jobTitle={opening.title}
          words={context.careersPage.opening.form}
          newTab={context.site.externalLinks.newTab}
        />
      }
    />
  )
}

// By a folder collection's or a file's name; page heads, site details and picture descriptions have no page, so Decap
// lists their fields.
export const PREVIEW_PAGES = {
  blog: article,
  services: (entry, context) => offering('service', entry, context),
  industries: (entry, context) => offering('industry', entry, context),
  jobs: job,
  pricing: (entry, context) => {
    const file = `content/${CONTENT_FILES.pricing.file}`
    const written = validate(CONTENT_FILES.pricing.schema, entry.data, file)
    // The pricing file's own placeholders take its own plans, as edited.
    const pricing = fillPlanPlaceholders(written, written.plans, file)
    const booking = bookingFor(context.site, '/pricing')
    return (
      <PricingPage
        pricing={pricing}
        booking={booking}
        calculator={
          <SavingsCalculatorIsland plans={calculatorPlans(pricing.plans)} booking={booking} copy={pricing.calculator} />
        }
      />
    )
  },
  faq: (entry, context) => (
    <HomePage home={context.home} faq={fileRecord('faq', entry, context).items} booking={bookingFor(context.site, '/')} />
  ),
  home: (entry, context) => (
    <HomePage home={fileRecord('home', entry, context)} faq={context.faq} booking={bookingFor(context.site, '/')} />
  ),
  about: (entry, context) => (
    <AboutPage
      about={fileRecord('about', entry, context)}
      affiliateUrl={context.site.affiliate.url}
      booking={bookingFor(context.site, '/about')}
    />
  ),
  servicesPage: (entry, context) => (
    <ServicesPage
      page={fileRecord('servicesPage', entry, context)}
      offerings={[...context.services, ...context.industries]}
      booking={bookingFor(context.site, '/services')}
    />
  ),
  industriesPage: (entry, context) => (
    <IndustriesPage
      page={fileRecord('industriesPage', entry, context)}
      industries={context.industries}
      booking={bookingFor(context.site, '/industries')}
    />
  ),
  // The closing box of every service and industry page, shown on the first service's page.
  offeringPage: (entry, context) => {
    const page = context.services[0]!
    const words = fileRecord('offeringPage', entry, context)
    return <OfferingPage page={page} words={words} pictures={context.pictures} booking={bookingFor(context.site, page.path)} />
  },
  contact: (entry, context) => (
    <ContactPage
      contact={fileRecord('contact', entry, context)}
      site={context.site}
      booking={bookingFor(context.site, '/contact')}
    />
  ),
  // The editor shows the policy as a build without openings or external pictures writes it.
  privacy: (entry, context) => (
    <PrivacyPolicyPage
      policy={fileRecord('privacy', entry, context)}
      site={context.site}
      origins={pageOrigins({ site: context.site, hasJobPages: false, pictureOrigins: [] })}
    />
  ),
  // The blog index as edited; the topic pages and the search box's messages share its words.
  blogPage: (entry, context) => {
    const words = fileRecord('blogPage', entry, context)
    const search = <BlogSearchIsland posts={searchablePosts(context.posts)} words={searchWords(words)} />
    return <BlogIndexPage posts={context.posts} words={words} search={search} />
  },
  blogOrder: (entry, context) => {
    const posts = orderArticles(context.posts, fileRecord('blogOrder', entry, context).order)
    const search = <BlogSearchIsland posts={searchablePosts(posts)} words={searchWords(context.blogPage)} />
    return <BlogIndexPage posts={posts} words={context.blogPage} search={search} />
  },
  navigation: (entry, context) => {
    const { header, footer, menuToggle, labels } = fileRecord('navigation', entry, context)
    const link = (page: Offering) => ({ name: page.name, href: page.path })
    const items = headerItems(header, { services: context.services.map(link), industries: context.industries.map(link) })
    const booking = bookingFor(context.site, '/')
    return (
      <>
        <SiteHeader
          brand={context.site.name}
          items={items}
          booking={booking}
          menuToggle={menuToggle}
          labels={labels}
          desktopNav={<DesktopNavIsland items={items} currentPath={booking.path} labels={labels} />}
        />
        <SiteFooter site={context.site} links={footer} booking={booking} labels={labels} />
      </>
    )
  },
} satisfies Record<string, (entry: PreviewEntry, context: PreviewContext) => React.ReactElement>
