// @mdn/mdn-http-observatory is JavaScript with JSDoc types and ships no declarations: the part
// tests/deploy/observatory.test.ts uses.
declare module '@mdn/mdn-http-observatory' {
  export type TestOutput = { pass: boolean | null; result: string | null; scoreModifier: number | null }
  export type ScanResult = {
    scan: { grade: string; score: number; testsPassed: number; testsFailed: number; testsQuantity: number }
    tests: Record<string, TestOutput>
  }
  export function scan(hostname: string): Promise<ScanResult>
}
