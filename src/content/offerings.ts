/**
 * Service and industry page content (specification §2 'Service and industry pages', §3).
 * Icons are lucide icon names; tool logos are simple-icons slugs (omitted where simple-icons has no logo).
 */
import type { OfferingPage } from './types.ts'

export const services = [
  {
    slug: 'sales',
    kind: 'service',
    name: 'Sales',
    title: 'Sales Virtual Assistants',
    subtitle:
      'Keep your pipeline full without adding headcount. Our sales assistants research leads, run outreach and book qualified meetings so your closers can spend their time closing.',
    description:
      'Hire pre-vetted sales virtual assistants for lead research, outreach, appointment setting and CRM upkeep. Start in under a week and keep your pipeline moving.',
    icon: 'Handshake',
    heroImage: { alt: 'Illustration for sales virtual assistants: a handshake icon on a blue gradient' },
    keyTasksHeading: 'What Our Sales Assistants Handle',
    keyTasks: [
      {
        title: 'Lead Research & List Building',
        description:
          'Find decision-makers who match your ideal customer profile, verify their contact details and build clean prospect lists ready for outreach.',
        icon: 'Search',
      },
      {
        title: 'Cold Outreach & Follow-Ups',
        description:
          'Send personalized email and LinkedIn sequences, track replies and follow up on schedule so warm prospects never go quiet.',
        icon: 'Mail',
      },
      {
        title: 'Appointment Setting',
        description:
          "Qualify interested prospects and book discovery calls directly onto your reps' calendars, with confirmations and reminders sent ahead of each meeting.",
        icon: 'CalendarCheck',
      },
      {
        title: 'CRM Management',
        description:
          'Log calls, emails and meetings, move deals through the right stages and keep contact records clean so your pipeline reports can be trusted.',
        icon: 'Database',
      },
      {
        title: 'Proposal & Quote Preparation',
        description:
          'Draft proposals, quotes and order forms from your templates and price lists, then track which ones have been opened, signed or need a nudge.',
        icon: 'FileText',
      },
      {
        title: 'Pipeline Reporting',
        description:
          'Prepare a weekly summary of new leads, booked meetings and deals at each stage, so you can see where the team should focus next.',
        icon: 'ChartLine',
      },
    ],
    tools: [
      { name: 'HubSpot', logo: 'hubspot' },
      { name: 'Salesforce' },
      { name: 'Pipedrive' },
      { name: 'Zoho CRM', logo: 'zoho' },
      { name: 'LinkedIn Sales Navigator' },
      { name: 'Gmail', logo: 'gmail' },
      { name: 'Calendly', logo: 'calendly' },
      { name: 'Zoom', logo: 'zoom' },
      { name: 'Google Sheets', logo: 'googlesheets' },
    ],
  },
  {
    slug: 'marketing',
    kind: 'service',
    name: 'Marketing',
    title: 'Marketing Virtual Assistants',
    subtitle:
      'Stay visible every week without doing it all yourself. Our marketing assistants schedule your social posts, send your emails and report on what actually brings in customers.',
    description:
      'Marketing virtual assistants who manage social media, email campaigns, content and reporting, so your brand stays consistent and visible every single week.',
    icon: 'Megaphone',
    heroImage: { alt: 'Illustration for marketing virtual assistants: a megaphone icon on a blue gradient' },
    keyTasksHeading: 'What Our Marketing Assistants Handle',
    keyTasks: [
      {
        title: 'Social Media Management',
        description:
          'Plan a monthly content calendar, design posts in Canva, schedule them across your channels and reply to comments and direct messages.',
        icon: 'Share2',
      },
      {
        title: 'Email Marketing',
        description:
          'Build newsletters and automated sequences in Mailchimp or HubSpot, segment your list and report on opens, clicks and unsubscribes.',
        icon: 'Mail',
      },
      {
        title: 'Content & SEO Support',
        description:
          'Draft and edit blog posts, research keywords in Semrush, optimize page titles and meta descriptions, and publish to your WordPress site.',
        icon: 'PenLine',
      },
      {
        title: 'Campaign Reporting',
        description:
          'Pull results from Google Analytics, ad accounts and social platforms into one clear monthly report that shows which channels are paying off.',
        icon: 'ChartColumn',
      },
    ],
    tools: [
      { name: 'Canva' },
      { name: 'Mailchimp', logo: 'mailchimp' },
      { name: 'HubSpot', logo: 'hubspot' },
      { name: 'Hootsuite', logo: 'hootsuite' },
      { name: 'Buffer', logo: 'buffer' },
      { name: 'Meta Business Suite', logo: 'meta' },
      { name: 'Semrush', logo: 'semrush' },
      { name: 'Google Analytics', logo: 'googleanalytics' },
      { name: 'Google Ads', logo: 'googleads' },
      { name: 'WordPress', logo: 'wordpress' },
    ],
  },
  {
    slug: 'customer-support',
    kind: 'service',
    name: 'Customer Support',
    title: 'Customer Support Virtual Assistants',
    subtitle:
      'Give every customer a fast, friendly answer around the clock. Our support assistants cover email, chat and phone 24/7, in your brand voice and across all time zones.',
    description:
      'Customer support virtual assistants who answer email, chat and phone 24/7, resolve order issues and keep your help desk organized across every time zone.',
    icon: 'Headset',
    heroImage: { alt: 'Illustration for customer support virtual assistants: a headset icon on a blue gradient' },
    keyTasksHeading: 'What Our Customer Support Assistants Handle',
    keyTasks: [
      {
        title: 'Email & Ticket Support',
        description:
          'Answer customer emails and help desk tickets in your brand voice, tag and prioritize them, and escalate complex cases to the right person on your team.',
        icon: 'Inbox',
      },
      {
        title: 'Live Chat Support',
        description:
          'Staff the chat widget on your website, answer product and order questions in real time and guide shoppers toward the right purchase.',
        icon: 'MessageCircle',
      },
      {
        title: 'Phone Support',
        description:
          'Answer inbound calls, handle routine requests on the spot and take detailed messages for anything that needs your attention.',
        icon: 'Phone',
      },
      {
        title: 'Order & Account Issues',
        description:
          'Look up orders, process refunds and exchanges within your policies, update account details and resolve simple billing questions.',
        icon: 'PackageCheck',
      },
      {
        title: 'Help Center & Saved Replies',
        description:
          'Write and update FAQ articles, help center pages and canned responses so customers find answers faster and every reply stays consistent.',
        icon: 'BookOpen',
      },
      {
        title: 'Feedback & Review Management',
        description:
          'Respond to online reviews, collect satisfaction survey results and summarize recurring complaints so your team can fix the root causes.',
        icon: 'Star',
      },
    ],
    tools: [
      { name: 'Zendesk', logo: 'zendesk' },
      { name: 'Freshdesk' },
      { name: 'Intercom', logo: 'intercom' },
      { name: 'Help Scout', logo: 'helpscout' },
      { name: 'Gorgias' },
      { name: 'LiveChat', logo: 'livechat' },
      { name: 'HubSpot Service Hub', logo: 'hubspot' },
      { name: 'Aircall', logo: 'aircall' },
      { name: 'WhatsApp Business', logo: 'whatsapp' },
    ],
  },
  {
    slug: 'book-keeping',
    kind: 'service',
    name: 'Book Keeping',
    title: 'Bookkeeping Virtual Assistants',
    subtitle:
      'Close every month with accurate, up-to-date books. Our bookkeeping assistants reconcile your accounts, manage payables and receivables and hand your accountant clean reports.',
    description:
      'Bookkeeping virtual assistants for reconciliations, bills, invoicing and monthly reports in QuickBooks or Xero. Every assistant signs an NDA before starting.',
    icon: 'BookOpenCheck',
    heroImage: { alt: 'Illustration for bookkeeping virtual assistants: an open ledger icon on a blue gradient' },
    keyTasksHeading: 'What Our Bookkeeping Assistants Handle',
    keyTasks: [
      {
        title: 'Bank Reconciliation',
        description:
          'Categorize transactions in QuickBooks or Xero and reconcile bank and credit card accounts every month, so your books match your statements.',
        icon: 'Landmark',
      },
      {
        title: 'Accounts Payable & Receivable',
        description:
          'Enter vendor bills, schedule payments for your approval, send customer invoices and follow up on overdue balances to keep cash flowing.',
        icon: 'Receipt',
      },
      {
        title: 'Month-End Reporting',
        description:
          'Prepare profit and loss statements, balance sheets and payroll summaries, so your accountant has clean numbers at month end and at tax time.',
        icon: 'FileSpreadsheet',
      },
    ],
    tools: [
      { name: 'QuickBooks', logo: 'quickbooks' },
      { name: 'Xero', logo: 'xero' },
      { name: 'FreshBooks' },
      { name: 'Wave' },
      { name: 'Sage', logo: 'sage' },
      { name: 'BILL' },
      { name: 'Gusto', logo: 'gusto' },
      { name: 'Expensify', logo: 'expensify' },
      { name: 'Microsoft Excel' },
    ],
  },
  {
    slug: 'administrative',
    kind: 'service',
    name: 'Administrative',
    title: 'Administrative Virtual Assistants',
    subtitle:
      'Hand off the daily admin that eats your hours. Our administrative assistants manage your inbox, calendar, data and documents so you can focus on running the business.',
    description:
      'Administrative virtual assistants for inbox and calendar management, data entry, documents, research and travel. Flexible hours you can scale up or down.',
    icon: 'ClipboardList',
    heroImage: { alt: 'Illustration for administrative virtual assistants: a clipboard checklist icon on a blue gradient' },
    keyTasksHeading: 'What Our Administrative Assistants Handle',
    keyTasks: [
      {
        title: 'Inbox Management',
        description:
          'Sort, label and answer routine emails, flag urgent messages for you and unsubscribe you from the noise so your inbox stays under control.',
        icon: 'Inbox',
      },
      {
        title: 'Calendar & Scheduling',
        description:
          'Book meetings across time zones, handle reschedules and send reminders, so your calendar reflects your real priorities.',
        icon: 'CalendarDays',
      },
      {
        title: 'Data Entry & Cleanup',
        description:
          'Enter and update records in spreadsheets, CRMs and databases accurately, and remove duplicates and outdated information along the way.',
        icon: 'Keyboard',
      },
      {
        title: 'Document Preparation',
        description:
          'Format reports, presentations, forms and templates in Google Docs or Word, and keep shared folders organized and easy to search.',
        icon: 'FileText',
      },
      {
        title: 'Online Research',
        description:
          'Compile vendor comparisons, market information and contact lists, summarized into short, clear notes you can act on.',
        icon: 'Search',
      },
      {
        title: 'Travel & Event Planning',
        description:
          'Book flights, hotels and ground transport, build itineraries and coordinate the logistics for team meetings and events.',
        icon: 'Plane',
      },
    ],
    tools: [
      { name: 'Gmail', logo: 'gmail' },
      { name: 'Google Drive', logo: 'googledrive' },
      { name: 'Google Calendar', logo: 'googlecalendar' },
      { name: 'Microsoft 365' },
      { name: 'Slack' },
      { name: 'Trello', logo: 'trello' },
      { name: 'Asana', logo: 'asana' },
      { name: 'Notion', logo: 'notion' },
      { name: 'Dropbox', logo: 'dropbox' },
      { name: 'Calendly', logo: 'calendly' },
    ],
  },
  {
    slug: 'executive-assistant',
    kind: 'service',
    name: 'Executive Assistant',
    title: 'Virtual Executive Assistants',
    subtitle:
      'A dedicated right hand for founders and executives. Your virtual executive assistant guards your calendar, prepares you for every meeting and keeps the details from reaching your desk.',
    description:
      'Virtual executive assistants who manage your priorities, calendar, meetings, travel and expenses. Rigorously vetted, NDA-bound and ready in under a week.',
    icon: 'Briefcase',
    heroImage: { alt: 'Illustration for virtual executive assistants: a briefcase icon on a blue gradient' },
    keyTasksHeading: 'What Our Executive Assistants Handle',
    keyTasks: [
      {
        title: 'Priority Inbox Management',
        description:
          'Triage your inbox every day, draft replies for your approval and surface only the messages that need your decision.',
        icon: 'Mail',
      },
      {
        title: 'Calendar Gatekeeping',
        description:
          'Protect your focus time, schedule meetings with investors, clients and your team, and send you a clear agenda before each day begins.',
        icon: 'CalendarClock',
      },
      {
        title: 'Meeting Preparation',
        description:
          'Assemble briefing notes and documents before meetings, take minutes during them and follow up on action items afterward.',
        icon: 'NotebookPen',
      },
      {
        title: 'Travel Management',
        description:
          'Plan business trips end to end, from flights and hotels to detailed itineraries, and rework plans quickly when schedules change.',
        icon: 'Plane',
      },
      {
        title: 'Expense & Invoice Tracking',
        description:
          'Collect receipts, file expense reports in Expensify and keep track of business and personal invoices that are due for payment.',
        icon: 'Wallet',
      },
      {
        title: 'Project & Personal Coordination',
        description:
          'Track projects and deadlines in Notion or Asana, chase updates from your team and take care of personal errands such as bookings and renewals.',
        icon: 'ListChecks',
      },
    ],
    tools: [
      { name: 'Google Calendar', logo: 'googlecalendar' },
      { name: 'Gmail', logo: 'gmail' },
      { name: 'Microsoft Outlook' },
      { name: 'Zoom', logo: 'zoom' },
      { name: 'Slack' },
      { name: 'Notion', logo: 'notion' },
      { name: 'Asana', logo: 'asana' },
      { name: 'Calendly', logo: 'calendly' },
      { name: 'Expensify', logo: 'expensify' },
      { name: '1Password', logo: '1password' },
    ],
  },
  {
    slug: 'ai-agents',
    kind: 'service',
    name: 'AI Agents',
    title: 'AI Agent Solutions',
    subtitle:
      'Put routine work on autopilot with AI agents built around your business. We design, deploy and supervise agents, with trained virtual assistants stepping in whenever a human touch is needed.',
    description:
      'Custom AI agents, chatbots and workflow automation, supervised by trained virtual assistants. Automate routine work while people handle every exception.',
    icon: 'Bot',
    heroImage: { alt: 'Illustration for AI agent solutions: a robot icon on a blue gradient' },
    keyTasksHeading: 'Six Capabilities of Our AI Agents',
    keyTasks: [
      {
        title: 'Custom Agent Development',
        description:
          'We design and build AI agents around your own processes, data and tools, from qualifying inbound leads to answering questions from your internal documents.',
        icon: 'Cpu',
      },
      {
        title: 'Conversational AI & Chatbots',
        description:
          'Deploy chat and voice assistants that answer customer questions, capture leads and book appointments on your website and messaging channels at any hour.',
        icon: 'MessagesSquare',
      },
      {
        title: 'Workflow Automation',
        description:
          'Connect your apps with Zapier, Make or n8n so agents move data between systems, trigger follow-ups and update records without manual copy and paste.',
        icon: 'Workflow',
      },
      {
        title: 'Human-in-the-Loop',
        description:
          'Trained virtual assistants review agent output, handle exceptions and take over conversations that need human judgment, so quality never depends on automation alone.',
        icon: 'UserCheck',
      },
      {
        title: 'Scalable Deployment',
        description:
          'Start with one agent on one workflow, then extend it to new channels, teams and volumes as your business grows, without rebuilding from scratch.',
        icon: 'Layers',
      },
      {
        title: 'Data Analysis',
        description:
          'Use AI to summarize reports, categorize customer feedback and spot trends in your sales, support and operations data, delivered as clear, actionable findings.',
        icon: 'ChartColumn',
      },
    ],
    tools: [
      { name: 'OpenAI' },
      { name: 'Claude', logo: 'claude' },
      { name: 'Google Gemini', logo: 'googlegemini' },
      { name: 'LangChain', logo: 'langchain' },
      { name: 'Hugging Face', logo: 'huggingface' },
      { name: 'Dialogflow', logo: 'dialogflow' },
      { name: 'Zapier', logo: 'zapier' },
      { name: 'Make', logo: 'make' },
      { name: 'n8n', logo: 'n8n' },
    ],
  },
  {
    slug: 'web-design-development',
    kind: 'service',
    name: 'Web Design & Development',
    title: 'Web Design & Development Services',
    subtitle:
      'From first wireframe to launch and beyond. Our offshore designers and developers build fast, responsive websites and online stores, then keep them secure and up to date.',
    description:
      'Offshore web designers and developers for custom websites, WordPress and Webflow builds, Shopify stores and ongoing site maintenance, backed by an NDA.',
    icon: 'CodeXml',
    heroImage: { alt: 'Illustration for web design and development services: a code brackets icon on a blue gradient' },
    keyTasksHeading: 'What Our Web Team Builds',
    keyTasks: [
      {
        title: 'Custom Website Design',
        description:
          'Design responsive, on-brand websites in Figma, from wireframes to polished page layouts you approve before any code is written.',
        icon: 'Palette',
      },
      {
        title: 'Front-End Development',
        description:
          'Turn approved designs into fast, accessible pages with React, Next.js and Tailwind CSS that look right on phones, tablets and desktops.',
        icon: 'MonitorSmartphone',
      },
      {
        title: 'Back-End & API Integration',
        description:
          'Build the server logic, databases and integrations behind your site, from contact and booking forms to customer portals and third-party APIs.',
        icon: 'Server',
      },
      {
        title: 'CMS Websites',
        description:
          'Build WordPress and Webflow sites your team can update without a developer, using reusable page templates and content blocks.',
        icon: 'LayoutTemplate',
      },
      {
        title: 'E-Commerce Stores',
        description:
          'Set up and customize Shopify and WooCommerce stores, including product catalogs, checkout flows, payment options and shipping rules.',
        icon: 'ShoppingBag',
      },
      {
        title: 'Maintenance & Support',
        description:
          'Handle updates, backups, bug fixes, speed improvements and content changes after launch, so your website stays secure and current.',
        icon: 'Wrench',
      },
    ],
    techCategories: [
      {
        name: 'Front-End',
        tools: [
          { name: 'React', logo: 'react' },
          { name: 'Next.js', logo: 'nextdotjs' },
          { name: 'Vue.js', logo: 'vuedotjs' },
          { name: 'Tailwind CSS', logo: 'tailwindcss' },
        ],
      },
      {
        name: 'Back-End',
        tools: [
          { name: 'Node.js', logo: 'nodedotjs' },
          { name: 'PHP', logo: 'php' },
          { name: 'Laravel', logo: 'laravel' },
          { name: 'Django', logo: 'django' },
        ],
      },
      {
        name: 'CMS',
        tools: [
          { name: 'WordPress', logo: 'wordpress' },
          { name: 'Webflow', logo: 'webflow' },
          { name: 'Strapi', logo: 'strapi' },
          { name: 'Contentful', logo: 'contentful' },
        ],
      },
      {
        name: 'E-Commerce Platforms',
        tools: [
          { name: 'Shopify', logo: 'shopify' },
          { name: 'WooCommerce', logo: 'woocommerce' },
          { name: 'BigCommerce', logo: 'bigcommerce' },
          { name: 'Magento' },
        ],
      },
      {
        name: 'Design Tools',
        tools: [
          { name: 'Figma', logo: 'figma' },
          { name: 'Adobe XD' },
          { name: 'Sketch', logo: 'sketch' },
          { name: 'Adobe Photoshop' },
        ],
      },
      {
        name: 'Databases',
        tools: [
          { name: 'MySQL', logo: 'mysql' },
          { name: 'PostgreSQL', logo: 'postgresql' },
          { name: 'MongoDB', logo: 'mongodb' },
          { name: 'Firebase', logo: 'firebase' },
        ],
      },
      {
        name: 'Hosting & Cloud',
        tools: [
          { name: 'Amazon Web Services' },
          { name: 'Google Cloud', logo: 'googlecloud' },
          { name: 'Vercel', logo: 'vercel' },
          { name: 'Netlify', logo: 'netlify' },
        ],
      },
      {
        name: 'Version Control',
        tools: [
          { name: 'Git', logo: 'git' },
          { name: 'GitHub', logo: 'github' },
          { name: 'GitLab', logo: 'gitlab' },
          { name: 'Bitbucket', logo: 'bitbucket' },
        ],
      },
      {
        name: 'Testing',
        tools: [
          { name: 'Jest', logo: 'jest' },
          { name: 'Cypress', logo: 'cypress' },
          { name: 'Selenium', logo: 'selenium' },
          { name: 'Playwright' },
        ],
      },
    ],
  },
] as const satisfies ReadonlyArray<OfferingPage>

export const industries = [
  {
    slug: 'ecommerce',
    kind: 'industry',
    name: 'E-Commerce',
    title: 'Virtual Assistants for E-Commerce',
    subtitle:
      'Run a smoother online store on Shopify, Amazon, eBay or Etsy. Our e-commerce assistants manage listings, orders, returns and customer messages so you can focus on growth.',
    description:
      'E-commerce virtual assistants for Shopify, Amazon, eBay and Etsy sellers: product listings, order processing, returns, inventory and customer service.',
    icon: 'ShoppingCart',
    heroImage: { alt: 'Illustration for e-commerce virtual assistants: a shopping cart icon on a blue gradient' },
    keyTasksHeading: 'What Our E-Commerce Assistants Handle',
    keyTasks: [
      {
        title: 'Product Listings',
        description:
          'Write and optimize product titles, descriptions and images for Shopify, Amazon, eBay and Etsy, and keep variants and pricing consistent across channels.',
        icon: 'Tags',
      },
      {
        title: 'Order Processing',
        description:
          'Confirm new orders, pass them to fulfillment and update tracking details, so customers always know where their package is.',
        icon: 'PackageCheck',
      },
      {
        title: 'Returns & Refunds',
        description:
          'Handle return requests, issue refunds and exchanges according to your policy and log the reason behind every return.',
        icon: 'RotateCcw',
      },
      {
        title: 'Inventory Management',
        description:
          'Track stock levels across sales channels, flag low inventory, update quantities and coordinate reorders with your suppliers.',
        icon: 'Boxes',
      },
      {
        title: 'Customer Service',
        description:
          "Answer pre-sale questions, order status inquiries and complaints by email, chat and marketplace messages, within each platform's response expectations.",
        icon: 'MessageCircle',
      },
      {
        title: 'Promotions & Reviews',
        description:
          'Set up discount codes and seasonal promotions, schedule email campaigns and monitor product reviews and seller feedback.',
        icon: 'Megaphone',
      },
    ],
    tools: [
      { name: 'Shopify', logo: 'shopify' },
      { name: 'Amazon Seller Central' },
      { name: 'eBay', logo: 'ebay' },
      { name: 'Etsy', logo: 'etsy' },
      { name: 'WooCommerce', logo: 'woocommerce' },
      { name: 'ShipStation' },
      { name: 'Klaviyo' },
      { name: 'Gorgias' },
    ],
  },
  {
    slug: 'accounting',
    kind: 'industry',
    name: 'Accounting',
    title: 'Virtual Assistants for Accounting Firms',
    subtitle:
      'Take the pressure off your preparers and reviewers. Our assistants collect client documents, keep client books current and organize the paperwork that peaks every tax season.',
    description:
      'Virtual assistants for accounting firms: client onboarding, document collection, bookkeeping, payroll support and tax-season coordination, all under NDA.',
    icon: 'Calculator',
    heroImage: { alt: 'Illustration for accounting virtual assistants: a calculator icon on a blue gradient' },
    keyTasksHeading: 'How Our Assistants Support Accounting Firms',
    keyTasks: [
      {
        title: 'Client Onboarding',
        description:
          'Send engagement letters, collect prior-year returns and statements, and set up new clients in your practice management software.',
        icon: 'UserPlus',
      },
      {
        title: 'Document Collection',
        description:
          'Chase missing receipts, bank statements and tax forms, then file them in the right client folders before your preparers start work.',
        icon: 'FolderOpen',
      },
      {
        title: 'Client Bookkeeping',
        description:
          "Categorize transactions, reconcile accounts and maintain client ledgers in QuickBooks and Xero, ready for your firm's review.",
        icon: 'BookOpen',
      },
      {
        title: 'Billing & Collections',
        description:
          'Prepare client invoices for your engagements, record payments and follow up politely on outstanding balances.',
        icon: 'Receipt',
      },
      {
        title: 'Payroll Processing Support',
        description:
          'Gather timesheets, prepare payroll inputs in Gusto and keep employee records up to date for each of your payroll clients.',
        icon: 'Banknote',
      },
      {
        title: 'Tax Season Coordination',
        description:
          'Send organizers and reminders, schedule client calls, track the status of every return and keep filing deadlines visible to the whole team.',
        icon: 'CalendarClock',
      },
    ],
    tools: [
      { name: 'QuickBooks', logo: 'quickbooks' },
      { name: 'Xero', logo: 'xero' },
      { name: 'Sage', logo: 'sage' },
      { name: 'Karbon' },
      { name: 'TaxDome' },
      { name: 'Dext' },
      { name: 'Gusto', logo: 'gusto' },
      { name: 'Microsoft Excel' },
    ],
  },
  {
    slug: 'insurance',
    kind: 'industry',
    name: 'Insurance',
    title: 'Virtual Assistants for Insurance Agencies',
    subtitle:
      'Free your licensed agents to sell and advise. Our insurance assistants handle renewals, claims intake, certificates and policy servicing behind the scenes.',
    description:
      'Insurance virtual assistants for agencies: policy renewals, claims intake, certificates of insurance, quoting support and policy servicing, all under NDA.',
    icon: 'ShieldCheck',
    heroImage: { alt: 'Illustration for insurance virtual assistants: a shield with a check mark icon on a blue gradient' },
    keyTasksHeading: 'How Our Assistants Support Insurance Agencies',
    keyTasks: [
      {
        title: 'Policy Renewals',
        description:
          'Track upcoming renewals, request updated information from clients, prepare renewal packets and remind clients well before coverage lapses.',
        icon: 'RefreshCw',
      },
      {
        title: 'Claims Intake',
        description:
          'Record first notice of loss details, gather photos and documents from the insured and open the claim with the carrier for your team to review.',
        icon: 'ClipboardList',
      },
      {
        title: 'Certificates of Insurance',
        description:
          'Issue certificates of insurance to clients, contractors and additional insureds, and keep a log of every request and certificate sent.',
        icon: 'FileCheck',
      },
      {
        title: 'Quoting Support',
        description:
          'Gather applicant information, enter it into carrier portals and comparative raters, and assemble quotes for your licensed agents to present.',
        icon: 'Calculator',
      },
      {
        title: 'Policy Servicing',
        description:
          'Process endorsements and address changes, update records in your agency management system and download carrier documents into client files.',
        icon: 'FileText',
      },
      {
        title: 'Client Communication',
        description:
          'Answer service calls and emails, send payment reminders and follow up on missing signatures, applications and inspection reports.',
        icon: 'Phone',
      },
    ],
    tools: [
      { name: 'Applied Epic' },
      { name: 'HawkSoft' },
      { name: 'EZLynx' },
      { name: 'Salesforce' },
      { name: 'HubSpot', logo: 'hubspot' },
      { name: 'DocuSign' },
      { name: 'Microsoft Excel' },
      { name: 'Zoom', logo: 'zoom' },
    ],
  },
  {
    slug: 'real-estate',
    kind: 'industry',
    name: 'Real Estate',
    title: 'Virtual Assistants for Real Estate',
    subtitle:
      'Spend your time with buyers and sellers, not paperwork. Our real estate assistants manage listings, follow up on leads and keep every transaction on track from offer to closing.',
    description:
      'Real estate virtual assistants for agents and brokers: listing management, lead follow-up, showing coordination, transaction paperwork and marketing.',
    icon: 'House',
    heroImage: { alt: 'Illustration for real estate virtual assistants: a house icon on a blue gradient' },
    keyTasksHeading: 'How Our Assistants Support Real Estate Agents',
    keyTasks: [
      {
        title: 'Listing Management',
        description:
          'Create and update MLS and Zillow listings, write property descriptions and coordinate photos, floor plans and virtual tours.',
        icon: 'House',
      },
      {
        title: 'Lead Follow-Up',
        description:
          'Respond quickly to portal and website inquiries, qualify buyers and sellers, and log every conversation in your CRM.',
        icon: 'PhoneCall',
      },
      {
        title: 'Showing Coordination',
        description:
          "Schedule showings and open houses, confirm times with sellers and buyers' agents and send reminders with the property details.",
        icon: 'CalendarCheck',
      },
      {
        title: 'Transaction Coordination',
        description:
          'Track contract deadlines from offer to closing, collect signatures in DocuSign or dotloop and keep lenders, title and clients informed.',
        icon: 'FilePenLine',
      },
      {
        title: 'Listing Marketing',
        description:
          'Design flyers and social posts in Canva and send just-listed and just-sold email campaigns that keep your name in front of your market.',
        icon: 'Megaphone',
      },
      {
        title: 'Database & CRM Upkeep',
        description:
          'Keep your sphere of influence organized, set up drip campaigns and remind you of closing anniversaries and follow-up dates.',
        icon: 'Database',
      },
    ],
    tools: [
      { name: 'Zillow', logo: 'zillow' },
      { name: 'Follow Up Boss' },
      { name: 'kvCORE' },
      { name: 'dotloop' },
      { name: 'DocuSign' },
      { name: 'Canva' },
      { name: 'Mailchimp', logo: 'mailchimp' },
      { name: 'Google Calendar', logo: 'googlecalendar' },
    ],
  },
  {
    slug: 'construction',
    kind: 'industry',
    name: 'Construction',
    title: 'Virtual Assistants for Construction Companies',
    subtitle:
      'Keep projects moving while your crews stay on site. Our construction assistants prepare bids, track permits and coordinate subcontractor schedules from the office side.',
    description:
      'Construction virtual assistants for contractors: bid preparation, permit tracking, subcontractor scheduling, project documentation and progress billing.',
    icon: 'HardHat',
    heroImage: { alt: 'Illustration for construction virtual assistants: a hard hat icon on a blue gradient' },
    keyTasksHeading: 'How Our Assistants Support Construction Companies',
    keyTasks: [
      {
        title: 'Bid Preparation',
        description:
          'Find bid opportunities, organize plans and specifications, collect subcontractor quotes and assemble complete bid packages before the deadline.',
        icon: 'FileText',
      },
      {
        title: 'Permit Coordination',
        description:
          'Prepare and submit permit applications, track their status with local building departments and schedule required inspections.',
        icon: 'Stamp',
      },
      {
        title: 'Subcontractor Scheduling',
        description:
          'Coordinate subcontractor and crew schedules, confirm start dates and notify everyone when a timeline shifts.',
        icon: 'CalendarRange',
      },
      {
        title: 'Project Documentation',
        description:
          'Maintain RFIs, submittals, change orders and daily logs in Procore or Buildertrend so project records are complete and easy to find.',
        icon: 'FolderKanban',
      },
      {
        title: 'Estimating Support',
        description:
          'Perform quantity takeoffs from plans in PlanSwift or Bluebeam and organize material and labor pricing for your estimators.',
        icon: 'Ruler',
      },
      {
        title: 'Billing & Lien Waivers',
        description:
          'Prepare progress billing, track payments from owners and general contractors, and collect insurance certificates and lien waivers from subcontractors.',
        icon: 'Receipt',
      },
    ],
    tools: [
      { name: 'Procore' },
      { name: 'Buildertrend' },
      { name: 'Autodesk Construction Cloud', logo: 'autodesk' },
      { name: 'Bluebeam Revu' },
      { name: 'PlanSwift' },
      { name: 'QuickBooks', logo: 'quickbooks' },
      { name: 'Smartsheet' },
      { name: 'Microsoft Project' },
    ],
  },
  {
    slug: 'healthcare',
    kind: 'industry',
    name: 'Healthcare',
    title: 'Virtual Assistants for Healthcare',
    subtitle:
      'Give your front desk and billing team room to breathe. Our medical virtual assistants handle scheduling, insurance verification, billing and records, so your staff can focus on patients.',
    description:
      'HIPAA-compliant medical virtual assistants for patient scheduling, insurance verification, medical billing, prior authorizations and records management.',
    icon: 'Stethoscope',
    heroImage: { alt: 'Illustration for healthcare virtual assistants: a stethoscope icon on a blue gradient' },
    keyTasksHeading: 'How Our Assistants Support Medical Practices',
    keyTasks: [
      {
        title: 'Patient Scheduling',
        description:
          'Book, reschedule and confirm appointments, manage cancellations and waitlists, and send reminders that help reduce no-shows.',
        icon: 'CalendarCheck',
      },
      {
        title: 'Insurance Verification',
        description:
          'Verify patient eligibility and benefits before each visit, confirm copays and deductibles and flag coverage problems ahead of time.',
        icon: 'ShieldCheck',
      },
      {
        title: 'Medical Billing',
        description:
          'Enter charges, submit claims to payers and post payments and adjustments accurately in your practice management system.',
        icon: 'Receipt',
      },
      {
        title: 'Medical Records Management',
        description:
          "Update patient charts, scan and index incoming documents, and process records requests according to your practice's privacy procedures.",
        icon: 'FolderHeart',
      },
      {
        title: 'Prior Authorizations',
        description:
          'Prepare and submit prior authorization requests with the supporting documentation and follow up with payers until a decision is made.',
        icon: 'FileCheck',
      },
      {
        title: 'Patient Intake',
        description:
          'Send intake forms, collect demographics and insurance details and make sure each chart is complete before the patient arrives.',
        icon: 'ClipboardList',
      },
      {
        title: 'Claims Follow-Up',
        description:
          'Work unpaid and denied claims, identify the reason for each denial, correct and resubmit them, and prepare appeals when needed.',
        icon: 'RefreshCw',
      },
      {
        title: 'Patient Communication',
        description:
          'Answer calls and portal messages, route prescription refill requests to clinical staff and respond to billing questions from patients.',
        icon: 'MessageSquare',
      },
    ],
    tools: [
      { name: 'Epic' },
      { name: 'athenahealth' },
      { name: 'eClinicalWorks' },
      { name: 'Tebra' },
      { name: 'DrChrono' },
      { name: 'AdvancedMD' },
      { name: 'Availity' },
      { name: 'Doxy.me' },
    ],
    compliance:
      'Our healthcare work is HIPAA compliant: every assistant signs a non-disclosure agreement and handles protected health information only through the systems and access your practice provides.',
  },
] as const satisfies ReadonlyArray<OfferingPage>
