import type { PolicySection } from './types.ts'

/** A policy section; the cookies section also carries the label of the data partner's opt-out link. */
export type PrivacySection = PolicySection & {
  /** Link text, quoted verbatim in one of the section's paragraphs, that the component links to the data partner's opt-out page. */
  optOutLabel?: string
}

export const privacyPolicy = {
  title: 'Privacy Policy',
  lastUpdatedLabel: 'Last updated',
  lastUpdated: 'January 2025',
  /** Machine-readable form of lastUpdated, for the <time> element. */
  lastUpdatedIso: '2025-01',
  tocLabel: 'On this page',
  contactLabels: { email: 'Email', phone: 'Phone', address: 'Mail' },
  intro: [
    'TandemDesk ("TandemDesk," "we," "us" or "our") respects your privacy. This Privacy Policy explains what information we collect when you visit our website, book a consultation or apply for a position with us, how we use and share that information, and the choices you have.',
    'By using our website, you agree to the practices described in this policy. If you do not agree, please do not use the website or submit information to us.',
  ],
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information We Collect',
      paragraphs: [
        'We collect information you provide to us directly, information collected automatically when you use our website, and information we receive from the third-party services that help us run it.',
        'Our website is intended for businesses and job seekers. It is not directed to children, and we do not knowingly collect personal information from children.',
      ],
      items: [
        'Consultation bookings: when you schedule a Zoom or phone consultation through our external scheduling service, we receive the details you enter, such as your name, email address, phone number, company name and any notes about your business needs.',
        'Job applications: when you apply for a position through the application form embedded on our careers pages, we receive the information you submit, such as your name, contact details, resume, work history, skills and answers to application questions.',
        'Communications: when you email or call us, we keep a record of your message, your contact details and our response.',
        'Usage information: when you browse our website, we automatically collect technical information such as your IP address, browser type, device type, operating system, referring pages, the pages you view and the date and time of your visit.',
      ],
    },
    {
      id: 'cookies-and-tracking',
      heading: 'Cookies and Tracking Technologies',
      paragraphs: [
        'We use cookies, pixels and similar technologies to keep the website working properly, to remember your preferences and to understand how visitors find and use our pages. Analytics cookies help us measure traffic, see which content is useful and improve the website over time.',
        'We may also work with advertising and data partners that use cookies to show you TandemDesk advertisements on other websites based on your visits to ours. You can opt out of interest-based advertising through our data partner at any time.',
        'Most browsers let you block or delete cookies through their settings. If you block cookies, some parts of the website may not work as intended.',
      ],
      optOutLabel: 'opt out of interest-based advertising through our data partner',
    },
    {
      id: 'how-we-use-information',
      heading: 'How We Use Your Information',
      paragraphs: ['We use the information we collect to:'],
      items: [
        'Schedule, prepare for and hold the consultations you request.',
        'Respond to your questions and provide information about our services and pricing.',
        'Deliver, manage and improve the services you engage us for.',
        'Review job applications, contact candidates and make hiring decisions.',
        'Analyze website traffic and usage so we can improve our content and user experience.',
        'Send you service updates and, where permitted, marketing messages you can unsubscribe from at any time.',
        'Protect the security of our website, prevent fraud and comply with our legal obligations.',
      ],
    },
    {
      id: 'sharing-of-information',
      heading: 'Sharing of Information',
      paragraphs: ['We do not sell your personal information. We share it only as described below.'],
      items: [
        'Service providers: companies that perform services for us, such as scheduling, form hosting, analytics, website hosting and email, which may use your information only to provide those services to us.',
        'Affiliates: our affiliate business process outsourcing firm, where needed to deliver our services or process job applications, subject to this policy.',
        'Legal requirements: authorities or other parties when we believe disclosure is required by law, regulation or legal process, or is necessary to protect our rights, our users or the public.',
        'Business transfers: a buyer or successor if TandemDesk is involved in a merger, acquisition or sale of assets, in which case your information would remain subject to the commitments in this policy.',
        'With your consent: anyone else you ask or allow us to share your information with.',
      ],
    },
    {
      id: 'data-security',
      heading: 'Data Security',
      paragraphs: [
        'We use reasonable administrative, technical and physical safeguards to protect your information from unauthorized access, loss, misuse and alteration. Access to personal information is limited to people who need it to do their jobs, and every TandemDesk staff member signs a non-disclosure agreement.',
        'No method of transmitting or storing data over the internet is completely secure, so we cannot guarantee absolute security. If you believe your information has been compromised, please contact us right away.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your Rights and Choices',
      paragraphs: [
        'Depending on where you live, you may have rights over the personal information we hold about you. To make a request, contact us using the details at the end of this policy. We may need to verify your identity before responding, and we will respond as required by applicable law.',
      ],
      items: [
        'Access the personal information we hold about you and receive a copy of it.',
        'Ask us to correct information that is inaccurate or incomplete.',
        'Ask us to delete your personal information, subject to our legal obligations.',
        'Object to or restrict certain processing, or withdraw consent you have given.',
        'Unsubscribe from marketing emails using the link in any message.',
        'Control cookies through your browser settings and opt out of interest-based advertising as described above.',
      ],
    },
    {
      id: 'third-party-services',
      heading: 'Third-Party Services',
      paragraphs: [
        'Our website relies on third-party services that collect and process information under their own privacy policies. Consultation bookings are handled by an external scheduling service, job applications are submitted through an embedded form provided by Zoho Forms, and analytics providers help us understand website traffic.',
        'Our website also links to our social media profiles and to other external websites, such as our affiliate and partner sites. When you follow those links, the other site is responsible for how your information is handled. We encourage you to review the privacy policies of any third-party service you use.',
      ],
    },
    {
      id: 'policy-updates',
      heading: 'Updates to This Policy',
      paragraphs: [
        'We may update this Privacy Policy from time to time to reflect changes in our practices, our services or the law. When we do, we will post the revised policy on this page and change the "Last updated" date above.',
        'Your continued use of the website after an update means you accept the revised policy, so we encourage you to check this page periodically.',
      ],
    },
    {
      id: 'contact-us',
      heading: 'Contact Us',
      paragraphs: [
        'If you have questions about this Privacy Policy or how we handle your information, or you would like to exercise any of your rights, please contact us using the email address, phone number or postal address below.',
      ],
    },
  ],
} as const satisfies {
  title: string
  lastUpdatedLabel: string
  lastUpdated: string
  lastUpdatedIso: string
  tocLabel: string
  contactLabels: { email: string; phone: string; address: string }
  intro: ReadonlyArray<string>
  sections: ReadonlyArray<PrivacySection>
}
