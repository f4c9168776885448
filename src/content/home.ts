import type { ComparisonRow, FaqItem, Feature, ProcessStep, StatItem } from './types.ts'

export const hero = {
  eyebrow: 'Virtual Assistants · AI Agents · Offshore Teams',
  title: 'Virtual Assistants and AI Agents for Growing Businesses',
  subtitle:
    'TandemDesk gives founders and small teams rigorously vetted virtual assistants and practical AI agents, fully managed by us, so you can hand off the busywork and put your time back into growth. You can be up and running in under a week.',
  buttonText: 'Schedule a Free Consultation',
  secondaryLink: { label: 'View Pricing', href: '/pricing' },
} as const

/** Headings of the home page's sections; the records below hold their items. */
export const homeSections = {
  stats: {
    eyebrow: 'By the Numbers',
    title: 'Proven Results',
    intro: 'Faster hiring, thoroughly vetted people and lower labor costs: what working with TandemDesk means in numbers.',
  },
  differentiators: {
    eyebrow: 'Why TandemDesk',
    title: 'What Sets Us Apart',
    intro:
      'Everything you need to delegate with confidence, from AI agents to dedicated professionals, under one fully managed service.',
  },
  process: {
    eyebrow: 'How We Work',
    title: 'Recruit, Train, Assign',
    intro: 'A proven three-stage process that turns a role description into a trained assistant working on your team.',
  },
  faq: {
    eyebrow: 'FAQ',
    title: 'Frequently Asked Questions',
    intro: 'Straight answers to the questions founders ask us most before getting started.',
  },
} as const

export const stats = [
  {
    number: '75%',
    description: 'Cut in hiring time compared with recruiting on your own',
    colour: 'brand',
  },
  {
    number: '100%',
    description: 'Rigorously vetted talent, screened before you ever meet them',
    colour: 'accent',
  },
  {
    number: '80%',
    description: 'Average savings on labor costs for the roles we fill',
    colour: 'success',
  },
] as const satisfies ReadonlyArray<StatItem>

export const differentiators = [
  {
    icon: 'Bot',
    title: 'AI Agents',
    description:
      'Put repetitive work on autopilot with AI agents that answer common questions, route requests and keep workflows moving, with a person in the loop wherever judgment matters.',
  },
  {
    icon: 'ShieldCheck',
    title: 'Fully Managed',
    description:
      'We handle recruitment, training and day-to-day support for your assistant, so you get the output of a great hire without taking on another management job.',
  },
  {
    icon: 'PiggyBank',
    title: 'Cost-Efficient Outsourcing',
    description:
      'Save up to 70 percent compared with hiring locally, and put the difference back into marketing, product or the next stage of growth.',
  },
  {
    icon: 'GraduationCap',
    title: 'Qualified Professionals',
    description:
      'Every assistant is rigorously vetted for skills, communication and reliability, then trained for the work you need before joining your team.',
  },
  {
    icon: 'Globe',
    title: 'All Time Zones',
    description:
      'Our teams work in every time zone, with 24/7 support available, so your customers and your inbox are covered while you sleep.',
  },
  {
    icon: 'SlidersHorizontal',
    title: 'Flexibility',
    description:
      'Scale hours up or down as your workload changes, from a few hours of support a month to a full-time dedicated assistant.',
  },
] as const satisfies ReadonlyArray<Feature>

export const comparison = {
  eyebrow: 'The Difference',
  heading: 'TandemDesk vs. Hiring Yourself',
  intro:
    'Hiring in-house means carrying every step of recruiting, onboarding and managing on your own. Here is how working with TandemDesk compares.',
  columns: { aspect: 'What you get', withUs: 'TandemDesk', hiringYourself: 'Hiring Yourself' },
  rows: [
    {
      aspect: 'Time to hire',
      withUs: 'Hiring time cut by 75%, and you can start in under a week.',
      hiringYourself: 'Writing job posts, sorting applications and scheduling interviews before anyone starts.',
    },
    {
      aspect: 'Cost',
      withUs: 'Save up to 70 percent against local hiring, with a predictable monthly plan.',
      hiringYourself: 'A full local salary plus benefits, payroll taxes, equipment and workspace.',
    },
    {
      aspect: 'Vetting',
      withUs: '100% rigorously vetted talent; you interview only pre-screened experts.',
      hiringYourself: 'You screen every applicant and check every reference yourself.',
    },
    {
      aspect: 'Training',
      withUs: 'Assistants are trained for your type of work before they are assigned.',
      hiringYourself: 'You design and deliver onboarding while also running the business.',
    },
    {
      aspect: 'Replacement',
      withUs: 'We manage recruiting for you, and the Dedicated VA plan includes a replacement guarantee.',
      hiringYourself: 'A bad fit sends you back to the start of the hiring process.',
    },
    {
      aspect: 'Coverage',
      withUs: 'All time zones covered, with 24/7 support available.',
      hiringYourself: 'Limited to local business hours unless you staff extra shifts.',
    },
    {
      aspect: 'Management overhead',
      withUs: 'Fully managed: we handle recruitment, training and ongoing support.',
      hiringYourself: 'HR, payroll, supervision and retention all land on your desk.',
    },
    {
      aspect: 'Scaling',
      withUs: 'Scale hours up or down as your workload changes.',
      hiringYourself: 'Adding or cutting capacity means new hires, new contracts or layoffs.',
    },
  ],
} as const satisfies {
  eyebrow: string
  heading: string
  intro: string
  columns: { aspect: string; withUs: string; hiringYourself: string }
  rows: ReadonlyArray<ComparisonRow>
}

export const recruitTrainAssign = [
  {
    title: 'Recruit',
    icon: 'UserSearch',
    description:
      'We source candidates and put each one through a rigorous vetting process covering skills, communication and reliability, so only qualified professionals reach you.',
  },
  {
    title: 'Train',
    icon: 'BookOpenCheck',
    description:
      'Selected assistants are trained on the workflows, tools and standards your role requires, so they can contribute from their first day.',
  },
  {
    title: 'Assign',
    icon: 'Handshake',
    description:
      'Your assistant joins your team and works in your time zone, while we stay on hand to manage, support and adjust hours as you grow.',
  },
] as const satisfies ReadonlyArray<ProcessStep>

export const connectHeading = 'Connect with Us'

export const connectIntro =
  'Getting started takes three simple steps, and you can be working with your new assistant in under a week.'

export const connectSteps = [
  {
    title: 'Free Consultation',
    icon: 'CalendarCheck',
    description:
      'Book a free call and tell us about your business, the tasks eating up your week and the hours you need covered.',
  },
  {
    title: 'Interview Pre-Screened Experts',
    icon: 'UserCheck',
    description:
      'Meet candidates we have already vetted for your role and choose the person who fits your work and your team best.',
  },
  {
    title: 'Onboard',
    icon: 'Rocket',
    description:
      'Your assistant signs an NDA, learns your processes and starts taking work off your plate, with our team supporting the hand-off.',
  },
] as const satisfies ReadonlyArray<ProcessStep>

export const ctaBand = {
  title: 'Ready to Get Your Time Back?',
  text: 'Tell us what is slowing you down. In a free consultation we will map out which tasks to hand off, whether a virtual assistant or an AI agent fits best, and which plan makes sense for your budget.',
  buttonText: 'Schedule a Free Consultation',
} as const

export const faqItems = [
  {
    question: 'What can a virtual assistant do for my business?',
    answer:
      'A TandemDesk virtual assistant can take on the recurring work that keeps you from higher-value tasks: inbox and calendar management, customer support, data entry, bookkeeping support, sales follow-up, social media and research. We also place assistants with industry experience in e-commerce, accounting, insurance, real estate, construction and healthcare. In your free consultation we help you decide which tasks to hand off first.',
  },
  {
    question: 'How quickly can I get started?',
    answer:
      'You can start in under a week. Because our talent is already vetted and trained, you interview pre-screened experts instead of running a full hiring process, which cuts hiring time by 75%.',
  },
  {
    question: 'How do you vet your assistants?',
    answer:
      'Every candidate goes through our Recruit, Train and Assign process, and 100% of the talent we place is rigorously vetted for skills, communication and reliability. Assistants are then trained for the type of work they will handle before they are assigned. You still interview the candidates yourself and make the final choice.',
  },
  {
    question: 'How much does it cost, and how much can I save?',
    answer:
      'Plans start at $299 a month for 30 hours of VA support, and a full-time Dedicated VA starts at $1,499 a month; prices are for reference and may vary with your needs. Clients see 80% average labor-cost savings, and you can save up to 70 percent compared with hiring locally.',
  },
  {
    question: 'Can you cover my time zone or offer 24/7 support?',
    answer:
      'Yes. Our assistants are based in Pakistan and work in all time zones, so they can keep your business hours wherever you are. For customer-facing work we can provide 24/7 support so customers get answers around the clock.',
  },
  {
    question: 'How do you keep my data and business information secure?',
    answer:
      'Every TandemDesk staff member signs a non-disclosure agreement before working with clients. You also stay in control of which of your systems and documents your assistant can access.',
  },
  {
    question: 'What is the difference between an AI agent and a virtual assistant?',
    answer:
      'An AI agent is software that handles high-volume, repetitive work such as answering common questions, routing requests and moving data between tools, at any hour. A virtual assistant is a trained professional who brings judgment, handles exceptions and builds relationships with your customers. Many clients combine the two, with the assistant overseeing and improving what the agent does.',
  },
  {
    question: 'What happens if my assistant is not the right fit, or I want to change my plan?',
    answer:
      'Let us know. Because the service is fully managed, recruiting and training are handled by our team, and the Dedicated VA plan includes free recruitment, training and a replacement guarantee. There is flexibility in your plan too, so you can scale your hours up or down as your workload changes.',
  },
  {
    question: 'Do you support healthcare practices and HIPAA requirements?',
    answer:
      'Yes. Our healthcare work is HIPAA compliant, and assistants supporting medical practices handle patient information within HIPAA requirements. They can help with scheduling, insurance verification, billing support and patient communication.',
  },
] as const satisfies ReadonlyArray<FaqItem>
