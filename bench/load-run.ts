// One autocannon run that keeps every response time, so the benchmark can report p95 (autocannon
// itself only reports p97.5 and friends).
import autocannon from 'autocannon'

export interface LoadRequest {
  url: string
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
  /** A new body for every request (e.g. to measure answers no cache holds). */
  nextBody?: () => string
}

export interface LoadFigures {
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  failures: number
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN
}

export function runLoad(
  request: LoadRequest,
  options: { connections: number; seconds: number },
): Promise<LoadFigures> {
  const times: number[] = []
  const { nextBody, ...fixed } = request
  const requests = nextBody
    ? [{ setupRequest: (built: Record<string, unknown>) => ({ ...built, body: nextBody() }) }]
    : undefined
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { ...fixed, requests, connections: options.connections, duration: options.seconds },
      (error, result) => {
        if (error) return reject(error)
        times.sort((a, b) => a - b)
        resolve({
          requestsPerSecond: result.requests.total / options.seconds,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          p99: percentile(times, 0.99),
          failures: result.non2xx + result.errors + result.timeouts,
        })
      },
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime))
  })
}
