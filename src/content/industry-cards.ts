import type { IndustryCard } from './types.ts'

export const industriesIntro = {
  title: 'Industries We Serve',
  eyebrow: 'Industries',
  subtitle:
    'Virtual assistants trained for the tools, terminology and workflows of your industry, so they can contribute from their first week.',
  cardsHeading: 'Find Support for Your Industry',
  cardsIntro: 'Choose your industry to see the tasks our assistants handle and the tools they work with.',
  cardLinkLabel: 'Explore',
} as const

export const industryCards = [
  {
    slug: 'ecommerce',
    icon: 'ShoppingCart',
    title: 'E-Commerce',
    tagline:
      'Store assistants who manage listings, process orders, update inventory and answer customer questions across your sales channels.',
  },
  {
    slug: 'accounting',
    icon: 'Calculator',
    title: 'Accounting',
    tagline:
      'Skilled support for firms and finance teams with bookkeeping, reconciliations, payables, receivables and tax-season document collection.',
  },
  {
    slug: 'insurance',
    icon: 'ShieldCheck',
    title: 'Insurance',
    tagline:
      'Assistants who prepare quotes, process policy changes, track renewals and follow up on claims for agencies and brokers.',
  },
  {
    slug: 'real-estate',
    icon: 'House',
    title: 'Real Estate',
    tagline:
      'Transaction and marketing support for agents and brokers, from listing updates and lead follow-up to showing coordination.',
  },
  {
    slug: 'construction',
    icon: 'HardHat',
    title: 'Construction',
    tagline:
      'Office support for contractors and builders with scheduling, bid preparation, permit paperwork, supplier coordination and invoicing.',
  },
  {
    slug: 'healthcare',
    icon: 'HeartPulse',
    title: 'Healthcare',
    tagline:
      'HIPAA-compliant assistants who handle scheduling, insurance verification, medical billing support and patient follow-up.',
  },
] as const satisfies ReadonlyArray<IndustryCard>
