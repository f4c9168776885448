/** The Contact page's copy (content/pages/contact.yaml). */
export { contact } from './records.server.ts'
