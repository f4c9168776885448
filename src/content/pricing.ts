import type { Feature, PricingPlan } from './types.ts'

export const pricingIntro = {
  title: 'Simple, Transparent Pricing',
  subtitle:
    'Flexible monthly plans for skilled virtual assistants from Pakistan. Start in under a week and save up to 70 percent compared with hiring locally.',
  eyebrow: 'Pricing',
  plansHeading: 'Monthly Plans',
  note: 'Prices shown are for reference only and may vary depending on your needs. We confirm the right plan and final price with you during your free consultation.',
} as const

export const pricingPlans = [
  {
    name: 'Starter',
    subtitle: 'For founders ready to delegate',
    price: 299,
    period: '/month',
    hours: '30 hours of VA support',
    monthlyHours: 30,
    description:
      'An easy first step: hand your recurring tasks to a rigorously vetted virtual assistant from Pakistan without committing to a full-time hire.',
    tasks: [
      '30 hours of VA support each month',
      'Email and calendar management',
      'Data entry and online research',
      'Responses to routine customer inquiries',
      'Vetted assistant bound by an NDA',
    ],
    buttonText: 'Get Started',
    buttonVariant: 'outline',
  },
  {
    name: 'Growth',
    subtitle: 'For growing teams with daily workloads',
    price: 549,
    period: '/month',
    hours: '60 hours of VA support',
    monthlyHours: 60,
    badge: 'Most Popular',
    description:
      'Twice the support for businesses ready to hand off daily operations, with room for customer support, admin and sales follow-up.',
    tasks: [
      '60 hours of VA support each month',
      'Everything in Starter',
      'Customer support by email and chat',
      'CRM updates and sales follow-up',
      'Social media scheduling',
      'Scale hours up or down as needed',
    ],
    buttonText: 'Get Started',
    buttonVariant: 'primary',
  },
  {
    name: 'Scale',
    subtitle: 'For businesses running several workflows',
    price: 799,
    period: '/month',
    hours: '90 hours of VA support',
    monthlyHours: 90,
    description:
      'Substantial monthly capacity for teams that need reliable help across operations, finance and customer-facing work.',
    tasks: [
      '90 hours of VA support each month',
      'Everything in Growth',
      'Bookkeeping and invoicing support',
      'Project and vendor coordination',
      'Reports and process documentation',
      'Support scheduled around your time zone',
    ],
    buttonText: 'Get Started',
    buttonVariant: 'outline',
  },
  {
    name: 'Dedicated VA',
    subtitle: 'A full-time assistant for your business',
    price: 1499,
    priceFrom: true,
    period: '/month',
    hours: '40 hrs/week',
    monthlyHours: 173,
    badge: 'Premium',
    description:
      'A full-time professional dedicated to your business, working 40 hours a week in your time zone and fully managed by TandemDesk.',
    tasks: [
      '40 hours a week of dedicated support',
      'Free recruitment of pre-screened candidates',
      'Free training on your tools and workflows',
      'Replacement guarantee',
      'Works in your time zone',
      'Fully managed by TandemDesk',
    ],
    buttonText: 'Book a Consultation',
    buttonVariant: 'primary',
  },
] as const satisfies ReadonlyArray<PricingPlan>

export const whyChoose = {
  heading: 'Why Choose TandemDesk',
  points: [
    {
      icon: 'ShieldCheck',
      title: 'Rigorously Vetted Talent',
      description:
        '100% of our assistants are rigorously vetted and trained, and every staff member signs a non-disclosure agreement.',
    },
    {
      icon: 'Timer',
      title: 'Start in Under a Week',
      description:
        'We cut hiring time by 75%, so you interview pre-screened experts and can have support in place in under a week.',
    },
    {
      icon: 'PiggyBank',
      title: 'Real Cost Savings',
      description: 'Save up to 70 percent against local hiring, with clients seeing 80% average labor-cost savings.',
    },
    {
      icon: 'SlidersHorizontal',
      title: 'Flexible and Fully Managed',
      description: 'Scale your hours up or down as your needs change while we handle recruitment, training and ongoing support.',
    },
  ],
} as const satisfies { heading: string; points: ReadonlyArray<Feature> }

export const pricingCta = {
  title: 'Not Sure Which Plan Fits?',
  text: 'Book a free consultation and we will help you estimate the hours you need, recommend a plan and introduce you to pre-screened experts ready to start.',
  buttonText: 'Schedule a Free Consultation',
} as const
