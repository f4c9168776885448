import { about as aboutRecord } from './records.server.ts'

/** The About page (content/pages/about.yaml). */
export const { coreValuesSection, coreValues, ...about } = aboutRecord
