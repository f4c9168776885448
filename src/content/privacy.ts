/** The privacy policy (content/pages/privacy-policy.yaml). */
export { privacy as privacyPolicy } from './records.server.ts'
export type { PrivacySection } from './record-schemas.ts'
