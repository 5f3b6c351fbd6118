// The part of autocannon 8's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    connections?: number
    duration?: number
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    /** Called before each request; what it returns replaces parts of the request. */
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[]
  }
  interface Result {
    requests: { average: number; total: number }
    non2xx: number
    errors: number
    timeouts: number
  }
  interface Instance {
    on(
      event: 'response',
      listener: (
        client: unknown,
        statusCode: number,
        resBytes: number,
        responseTime: number,
      ) => void,
    ): void
  }
  function autocannon(
    options: Options,
    done: (error: Error | null, result: Result) => void,
  ): Instance
  export default autocannon
}
