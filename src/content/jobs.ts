import type { JobOpening } from './types.ts'

/**
 * Published job openings (specification §3: the list is empty). To publish an opening, add one record here;
 * its page /careers/<id> is prerendered and listed on /careers (README: "Publishing a job opening").
 */
export const jobOpenings: ReadonlyArray<JobOpening> = []
