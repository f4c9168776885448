// @mdn/mdn-http-observatory is JavaScript with JSDoc types and ships no declarations: the parts
// tests/deploy/observatory.test.ts uses. Its `scan()` grades `/` only, so the test runs its retriever, tests and
// grader itself, page by page.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export type HttpResponse = {
    status: number
    headers: Record<string, string>
    httpEquiv: Map<string, Array<string>>
  }
  export type Requests = { responses: { auto: HttpResponse | null } }
  export function retrieve(hostname: string, options?: { path?: string }): Promise<Requests>
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
  export type TestOutput = { pass: boolean | null; result: string | null; constructor: { name: string } }
  export const ALL_TESTS: ReadonlyArray<(requests: Requests) => TestOutput>
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getScoreModifier(expectation: string): number
  export function getGradeForScore(score: number): { grade: string; score: number }
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}
