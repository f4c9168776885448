import { z } from 'zod'
import { iconName, line, list, matching, record, wording } from './fields.ts'

export const sitePath = matching(/^\/[a-z0-9/-]*$/, 'must be a path of this site, e.g. /pricing')

const pageHeadSchema = record({
  path: sitePath.meta({
    description: "The page's address, as its page in the site's code serves it: a new entry needs that page first.",
  }),
  title: line.optional().meta({ description: 'The browser tab title without the brand; the home page has none.' }),
  description: line.meta({
    title: 'Search description',
    description: 'At most 160 characters once prices are filled in; may use placeholders such as {plan.growth.price}.',
  }),
  crumb: line.meta({ title: 'Breadcrumb name' }),
  card: record({
    label: wording("The small label above the page's title on its social card (the privacy policy's shows its date).", [
      'lastUpdated',
    ]),
    icon: iconName,
  }).meta({ title: 'Social card', description: 'The picture shown when the page is shared; its title is the title above.' }),
})

/** The pages at fixed paths, one entry each in content/page-heads.yaml: the list of them is this file's. */
export const pageHeadsSchema = record({
  pages: list(pageHeadSchema, 'page').refine((pages) => new Set(pages.map((page) => page.path)).size === pages.length, {
    error: 'lists a path twice',
  }),
})

export const navigationSchema = record({
  header: list(
    record({
      name: line,
      href: sitePath,
      menu: z
        .enum(['services', 'industries'])
        .optional()
        .meta({ title: 'Opens a menu of', description: 'Services or industries: the pages listed come from their files.' }),
    }),
    'link',
  ).meta({ title: 'Header links', description: 'The links across the top of every page, in order.' }),
  footer: list(record({ name: line, href: sitePath }), 'link').meta({
    title: 'Footer links',
    description: 'The links in the footer of every page, in order.',
  }),
  menuToggle: record({
    open: line.meta({ title: 'While closed', description: 'Read out for the menu button while the menu is closed.' }),
    close: line.meta({ title: 'While open', description: 'Read out for the same button while the menu is open.' }),
    menuName: wording('The name screen readers give the opened menu itself, e.g. Mobile.').meta({ title: 'Menu name' }),
  }).meta({
    title: 'Phone menu button',
    description: 'What screen readers say for the button that opens and closes the menu on phones (it shows an icon only).',
  }),
  labels: record({
    skipLink: wording('The first link of every page, shown when a keyboard user tabs to it; it jumps past the menus.'),
    home: wording('What screen readers say for the brand link at the top left.', ['brand']),
    mainMenu: wording('The name screen readers give the header menu, e.g. Main.'),
    allLink: wording(
      "The last link of the Services and Industries menus, to the overview page; {name} is the menu's name in lower case.",
      ['name'],
    ),
    footerMenu: wording('The name screen readers give the footer links, e.g. Footer.'),
    footerLinksHeading: wording('Above the footer links.'),
    footerContactHeading: wording("Above the footer's address, e-mail and consultation link."),
    copyright: wording('The last line of every page.', ['year', 'brand']),
  }).meta({ title: 'Header and footer words' }),
})

export type Navigation = z.infer<typeof navigationSchema>
