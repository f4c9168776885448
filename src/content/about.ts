import type { Feature } from './types.ts'

export const about = {
  title: 'Who We Are',
  eyebrow: 'About TandemDesk',
  introHeading: 'A Dependable Team Behind Your Business',
  intro: [
    'Welcome to TandemDesk. We connect entrepreneurs, founders and small and medium businesses with rigorously vetted virtual assistants, AI agents and offshore professionals based in Pakistan, so the people running a business can stop doing everything themselves.',
    'Our work is simple to describe: we recruit, train and assign skilled assistants who take over the tasks that drain your week, from customer support and sales follow-up to bookkeeping, scheduling and industry-specific work in e-commerce, accounting, insurance, real estate, construction and healthcare. The service is fully managed, covers all time zones and can start in under a week.',
    'Whether you need a few hours of help each month or a full-time dedicated assistant, we build support around how your business actually runs, and we adjust it as you grow.',
  ],
  affiliateText:
    'TandemDesk is an affiliate of a business process outsourcing firm; learn more about our affiliate BPO firm and the wider team behind our service.',
  affiliateLinkLabel: 'our affiliate BPO firm',
  vision: {
    heading: 'Our Vision',
    text: 'A world where every founder and business owner can spend their energy on the work only they can do, backed by a dependable team that handles the rest, no matter the size of the company or the time zone it operates in.',
  },
  mission: {
    heading: 'Our Mission',
    text: 'To give growing businesses fast, affordable access to qualified virtual assistants and practical AI agents, delivered as a fully managed service that saves time, cuts labor costs and scales with every stage of growth.',
  },
} as const

export const coreValuesSection = {
  eyebrow: 'What Guides Us',
  title: 'Our Core Values',
  intro: 'Four commitments shape how we recruit, train and support every assistant we place.',
} as const

export const coreValues = [
  {
    icon: 'BatteryCharging',
    title: 'Energy Preservation',
    description:
      'Your energy is your most limited resource. We take repetitive and time-consuming tasks off your plate so you can focus on strategy, customers and the decisions that move the business forward.',
  },
  {
    icon: 'Target',
    title: 'Founder-Focused Solutions',
    description:
      'We start with your goals, your workload and your budget, then match you with the assistant or AI agent that fits, rather than selling a one-size-fits-all package.',
  },
  {
    icon: 'Puzzle',
    title: 'Seamless Integration',
    description:
      'Our assistants are trained to work inside your existing tools and processes and in your time zone, so they feel like part of your team from the first week.',
  },
  {
    icon: 'Sprout',
    title: 'Growth Enablement',
    description:
      'As your business grows, your support grows with it. Scale hours up or down, add specialized roles or bring in AI agents whenever the workload calls for it.',
  },
] as const satisfies ReadonlyArray<Feature>
