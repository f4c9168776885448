import { z } from 'zod'
import { isPublishedAt } from '#src/lib/dates.ts'
import { FRAMES } from '#src/lib/pictures.ts'
import {
  PHOTO_RULES,
  dimension,
  line,
  list,
  paragraph,
  pictureAlt,
  pictureRules,
  pictureSrc,
  record,
  required,
  slug,
  wording,
} from './fields.ts'

/** The words every article page shows around the article itself. */
export const articlePageSchema = record({
  backLink: line.meta({ title: 'Back link', description: 'Above the cover, back to the blog, e.g. All articles.' }),
  tocLabel: line.meta({
    title: 'Contents heading',
    description: "Heads an article's list of sections, beside the text on wide screens and above it on phones.",
  }),
  contentsLink: line.meta({
    title: 'Contents button',
    description:
      'A short word on a small button that stays at the bottom of a phone screen and leads back to the list of sections, e.g. Contents.',
  }),
  consultationText: paragraph.meta({
    title: 'Consultation box: text',
    description: "After every article, under 'Ready to Transform Your Business?' and above the consultation button.",
  }),
  tableLabel: line.meta({
    title: 'Name of a wide table',
    description:
      'What a screen reader announces on reaching a table in an article, which scrolls sideways on a phone, e.g. Table, scrolls sideways.',
  }),
})
export type ArticlePage = z.infer<typeof articlePageSchema>

/** The words of the blog's own pages (index, topics, search, feed) and of every article card's tags. */
export const blogPageSchema = record({
  intro: wording('Under the heading Blog on the blog index.').meta({ widget: 'text' }),
  listHeading: wording('Heads the list of every article (read by screen readers), e.g. All articles.'),
  feedDescription: wording("The feed's description (rss.xml), shown by feed readers."),
  tagsLabel: wording("Names an article's list of tag chips for screen readers, e.g. Tags."),
  tagLink: wording('The name a screen reader gives a tag chip; it must contain the tag.', ['tag']),
  articleCount: record({
    one: wording('One article.', ['count']),
    other: wording('Any other number of articles.', ['count']),
  }).meta({ title: 'Number of articles', description: 'As in "5 articles about Sales" and "5 articles found".' }),
  topic: record({
    label: wording('The small label above the heading of a topic page (and on its social card).'),
    title: wording("A topic page's heading, tab title and social card title.", ['tag']),
    intro: wording('Under the heading.', ['tag']).meta({ widget: 'text' }),
    backLink: wording('The button back to the blog index.'),
    listHeading: wording("Heads the topic's list of articles; {count} is the number of articles in words.", ['count', 'tag']),
    description: wording("The topic page's search description; {count} is the number of articles in words.", [
      'count',
      'brand',
      'tag',
    ]),
  }).meta({ title: 'Topic pages', description: 'The pages at /blogs/tags/…, one for each tag.' }),
  search: record({
    label: wording('Above the search box.'),
    placeholder: wording('In the empty box.'),
    clear: wording('The name of the button that empties the box (read by screen readers).'),
    searching: wording('While a search runs.'),
    found: wording('Above the results; {count} is the number of articles in words.', ['count', 'query']),
    none: wording('When nothing matches.', ['query']).meta({ widget: 'text' }),
    unavailable: wording('When the search cannot load.').meta({ widget: 'text' }),
    resultsHeading: wording('Heads the results for screen readers.'),
  }).meta({ title: 'Search box' }),
})
export type BlogPage = z.infer<typeof blogPageSchema>

export const blogOrderSchema = record({
  order: list(slug, 'article id')
    .refine((ids) => new Set(ids).size === ids.length, { error: 'lists an article twice' })
    .meta({ title: 'Article order', description: 'Article file names (without .md) in the order the blog lists them.' }),
})

/** Specification §3 'Tags seen': an article may use only these, spelled exactly. */
export const POST_TAGS = [
  'Virtual Assistants',
  'Sales',
  'Executive Support',
  'Productivity',
  'Delegation',
  'Remote Work',
  'AI',
  'Automation',
  'Business Growth',
  'Leadership',
] as const
export type PostTag = (typeof POST_TAGS)[number]

export const postFrontmatterSchema = record({
  title: line,
  excerpt: line,
  image: pictureSrc.optional().meta({
    title: 'Cover photo',
    widget: 'photo',
    frame: 'cover',
    description: `Leave empty to show the cover drawn from the article's sections and figure. ${PHOTO_RULES(FRAMES.cover)}`,
  }),
  imageAlt: pictureAlt,
  imageWidth: dimension.optional().meta({ title: 'Cover width in pixels (external address only)' }),
  imageHeight: dimension.optional().meta({ title: 'Cover height in pixels (external address only)' }),
  publishedAt: z.string({ error: required('a date') }).refine(isPublishedAt, {
    error: 'must be a real date written YYYY-MM-DD or YYYY-MM-DDTHH:MM:SS±HH:MM',
  }),
  author: line,
  tags: z
    .array(
      z.enum(POST_TAGS, {
        error: (issue) =>
          typeof issue.input === 'string' ? `unknown tag ${JSON.stringify(issue.input)}` : required('a tag')(issue),
      }),
      { error: required('a list of tags') },
    )
    .min(1, { error: 'needs at least one tag' })
    .refine((tags) => new Set(tags).size === tags.length, { error: 'lists a tag twice' }),
}).superRefine(pictureRules({ src: 'image', alt: 'imageAlt', width: 'imageWidth', height: 'imageHeight' }))
export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>
