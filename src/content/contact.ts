export const contact = {
  title: 'Contact Us',
  intro:
    'Have questions about virtual assistants, AI agents or which plan fits your business? Book a free consultation with our team. We will learn about your goals, explain how TandemDesk works and help you find the right support, whether you need a few hours a month or a full-time dedicated assistant.',
  eyebrow: 'Get in Touch',
  bookingHeading: 'Book a Free Consultation',
  bookingText:
    'Meet with our team over Zoom to talk through your goals and the tasks you want to hand off. The consultation is free.',
  zoomButton: 'Schedule a Zoom Consultation',
  phoneButton: 'Schedule a Phone Consultation',
  phoneNote:
    'Prefer to talk by phone? Book a free 30-minute phone consultation at a time that suits you, and we will call you at the number you provide.',
  addressHeading: 'Our Office',
  socialHeading: 'Follow Us',
  emailLabel: 'Email',
  phoneLabel: 'Phone',
} as const
