/**
 * The brand and every external address of the site (DESIGN.md §4). No external URL is written anywhere
 * else in the code or content: components read them from here by name, and Markdown articles refer to them
 * as `site:<key>` links (resolved at build time by lib/markdown.server.ts).
 */
export const site = {
  name: 'TandemDesk',
  legalName: 'TandemDesk',
  url: 'https://www.tandemdesk.com',
  tagline: 'Virtual assistants, AI agents and offshore teams for growing businesses',
  description:
    'TandemDesk places vetted virtual assistants, AI agents and offshore staff with small and medium businesses. Start in under a week.',
  locale: 'en_US',
  copyrightYear: 2025,
  booking: {
    /** Video (Zoom) consultation booking page: the site's main call to action. */
    video: 'https://calendly.com/tandemdesk/free-consultation',
    /** 30-minute free phone consultation booking page. */
    phone: 'https://calendly.com/tandemdesk/30-minute-phone-consultation',
  },
  affiliate: {
    name: 'Outsource Tandem BPO',
    url: 'https://www.outsourcetandem.com',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/tandemdesk',
    facebook: 'https://www.facebook.com/tandemdesk',
    instagram: 'https://www.instagram.com/tandemdesk',
  },
  partners: {
    medicalBilling: 'https://www.tandemmedicalbilling.com',
  },
  /** Opt-out of interest-based advertising, linked from the privacy policy's cookies section. */
  dataPartnerOptOut: 'https://optout.aboutads.info',
  forms: {
    /** Zoho Forms: frames load from this origin and post their resize messages from it. */
    origin: 'https://forms.zohopublic.com',
    jobApplication: {
      perma: 'tandemdesk-job-application',
      url: 'https://forms.zohopublic.com/tandemdesk/form/JobApplication/formperma/tandemdesk-job-application',
      height: 1315,
    },
    /** The 'email-marketing-newsletter' opening uses its own form (specification §2 Job detail). */
    newsletterApplication: {
      perma: 'tandemdesk-newsletter-application',
      url: 'https://forms.zohopublic.com/tandemdesk/form/NewsletterSpecialist/formperma/tandemdesk-newsletter-application',
      height: 1304,
    },
  },
  contact: {
    email: 'hello@tandemdesk.com',
    phone: '+1 415 555 0142',
    phoneHref: 'tel:+14155550142',
    address: {
      street: '535 Mission Street, 14th Floor',
      city: 'San Francisco',
      region: 'CA',
      postalCode: '94105',
      country: 'United States',
    },
  },
} as const

/** Keys usable as `site:<key>` links in Markdown articles, mapped to their URLs. */
export const siteLinks = {
  'booking.video': site.booking.video,
  'booking.phone': site.booking.phone,
  affiliate: site.affiliate.url,
  'partners.medicalBilling': site.partners.medicalBilling,
  'social.linkedin': site.social.linkedin,
} as const satisfies Record<string, string>
