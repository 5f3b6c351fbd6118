// Security headers on every answer (app shell, APIs, the provider's pages) through
// @fastify/helmet. The policy allows scripts, styles and workers from our own origin only, no
// inline script, and no framing; the sign-in provider is the one other origin the app talks to.
import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/** The Content-Security-Policy directives for this configuration. */
export function contentSecurityDirectives(config: Config): Record<string, string[]> {
  const self = "'self'"
  // auth0-spa-js calls the provider's token endpoint and signs in silently in a hidden iframe.
  const signIn = [...new Set([self, new URL(config.authDomain).origin])]
  // Configured analytics and error reports are the only other origins: Matomo's script and its
  // hits, the error reports' envelopes (docs/security.md#analytics-and-error-reports).
  const analytics = config.analyticsUrl ? [new URL(config.analyticsUrl).origin] : []
  const errorReports = config.ERROR_REPORT_DSN ? [new URL(config.ERROR_REPORT_DSN).origin] : []
  const directives: Record<string, string[]> = {
    'default-src': [self],
    'script-src': [self, ...analytics],
    'script-src-attr': ["'none'"],
    'style-src': [self],
    'img-src': [self, 'data:', ...analytics],
    'font-src': [self],
    'connect-src': [...new Set([...signIn, ...analytics, ...errorReports])],
    'frame-src': signIn,
    'worker-src': [self],
    'manifest-src': [self],
    'form-action': [self],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
  }
  if (isHttps(config)) directives['upgrade-insecure-requests'] = []
  return directives
}

function isHttps(config: Config): boolean {
  return new URL(config.publicUrl).protocol === 'https:'
}

export default fp(
  async function securityHeaders(app: FastifyInstance, options: { config: Config }) {
    const { config } = options
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(config) },
      // Only a server reached over https may pin browsers to https.
      strictTransportSecurity: isHttps(config)
        ? { maxAge: YEAR_SECONDS, includeSubDomains: true }
        : false,
      xFrameOptions: { action: 'deny' },
      // Full referrer within our origin; other sites learn nothing, not even that it was us.
      referrerPolicy: { policy: 'same-origin' },
    })
  },
  { name: 'security-headers' },
)
