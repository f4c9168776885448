import type { ServiceCard } from './types.ts'

export const servicesIntro = {
  title: 'Our Services',
  eyebrow: 'Services',
  subtitle:
    'Rigorously vetted virtual assistants and AI agents for the work that keeps your business running, fully managed by TandemDesk and ready to start in under a week.',
  cardsHeading: 'What We Can Take Off Your Plate',
  cardsIntro:
    'From AI agents to industry specialists, each service is staffed by trained professionals and fully managed by our team.',
} as const

export const serviceCards = [
  {
    icon: 'Bot',
    title: 'AI Agent Solutions',
    tagline:
      'Custom AI agents that automate repetitive workflows and answer routine requests, with a human in the loop where judgment counts.',
  },
  {
    icon: 'Headset',
    title: 'Customer Support',
    tagline:
      'Friendly, trained support agents who answer customers by email, chat and phone, with 24/7 coverage across all time zones.',
  },
  {
    icon: 'TrendingUp',
    title: 'Sales Development',
    tagline:
      'Sales assistants who research leads, run outreach, book meetings and keep your CRM up to date so your closers can focus on closing.',
  },
  {
    icon: 'Calculator',
    title: 'Accounting Industry',
    tagline:
      'Assistants who support accounting firms with bookkeeping, reconciliations, data entry and client document collection.',
  },
  {
    icon: 'ShieldCheck',
    title: 'Insurance',
    tagline: 'Support for agencies and brokers with quote preparation, policy administration, renewals and claims follow-up.',
  },
  {
    icon: 'House',
    title: 'Real Estate',
    tagline:
      'Assistants who manage listings, follow up with leads, coordinate showings and keep transactions moving for agents and brokers.',
  },
  {
    icon: 'HardHat',
    title: 'Construction',
    tagline:
      'Back-office help for contractors with scheduling, bid preparation, supplier coordination, invoicing and project paperwork.',
  },
  {
    icon: 'Stethoscope',
    title: 'Healthcare',
    tagline:
      'HIPAA-compliant assistants who handle scheduling, insurance verification, billing support and patient communication for medical practices.',
  },
  {
    icon: 'Code',
    title: 'Web Design & Development',
    tagline:
      'Designers and developers who build, update and maintain your website using the platforms and tools your business already relies on.',
  },
  {
    icon: 'Share2',
    title: 'Social Media Management',
    tagline:
      'Assistants who plan, create and schedule posts, engage with your audience and keep your brand active on every channel.',
  },
] as const satisfies ReadonlyArray<ServiceCard>
