// autocannon ships no types and @types/autocannon is not installed: the part of its API scripts/bench.ts uses.
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p99: number; total: number }
  export type Result = {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export type Options = {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
  }
  export default function autocannon(options: Options): Promise<Result>
}
