/**
 * Published job openings: one file each in content/jobs/<id>.yaml (specification §3: the list is empty). Its page
 * /careers/<id> is prerendered and listed on /careers (README: "Publishing a job opening").
 */
export { jobOpenings } from './records.server.ts'
