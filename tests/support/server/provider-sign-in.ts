// Test helper: signs in through the embedded provider with `inject`, as a browser running
// auth0-spa-js would (authorize with PKCE → login form → code → /oauth/token).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { createHash, randomBytes } from 'node:crypto'
import { TEST_PUBLIC_URL } from './test-app'

export const APP_SCOPE = 'openid profile email address phone offline_access read:current_user'
export const REDIRECT_URI = `${TEST_PUBLIC_URL}/app/`

export interface ProviderTokens {
  access_token: string
  id_token: string
  refresh_token?: string
  expires_in: number
  scope: string
  token_type: string
}

/** A browser's cookies for the provider, good enough for inject. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  store(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      const expired =
        cookie.maxAge === 0 || (cookie.expires && cookie.expires.getTime() < Date.now())
      if (expired) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

export const pathOf = (location: string | string[] | number | undefined) => {
  const url = new URL(String(location), TEST_PUBLIC_URL)
  return `${url.pathname}${url.search}`
}

export function pkcePair() {
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

export class ProviderBrowser {
  readonly jar = new CookieJar()
  readonly pkce = pkcePair()

  /** Sent with every request, e.g. the X-Forwarded-For a proxy (or a forger) adds. */
  readonly headers: Record<string, string> = {}

  /** `app` may be swapped for another instance on the same database, as a load balancer would. */
  constructor(public app: FastifyInstance) {}

  async get(url: string) {
    return this.jar.store(
      await this.app.inject({
        method: 'GET',
        url,
        headers: { ...this.headers, cookie: this.jar.header() },
      }),
    )
  }

  async postForm(url: string, form: Record<string, string>) {
    return this.jar.store(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          ...this.headers,
          cookie: this.jar.header(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(form).toString(),
      }),
    )
  }

  /** Starts a sign-in like loginWithRedirect; answers the provider's redirect. */
  authorize(extra: Record<string, string> = {}) {
    const query = new URLSearchParams({
      client_id: 'agenda-web',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      response_mode: 'query',
      scope: APP_SCOPE,
      audience: 'https://agenda.api/',
      state: 'state-1',
      nonce: 'nonce-1',
      code_challenge: this.pkce.challenge,
      code_challenge_method: 'S256',
      ...extra,
    })
    return this.get(`/idp/authorize?${query}`)
  }

  /** Follows the provider's redirects until it sends the browser back to the app. */
  async followToApp(response: LightMyRequestResponse): Promise<URL> {
    let current = response
    for (let hops = 0; hops < 5; hops += 1) {
      const location = String(current.headers.location ?? '')
      if (location.startsWith(REDIRECT_URI)) return new URL(location)
      if (current.statusCode < 300 || current.statusCode >= 400) break
      current = await this.get(pathOf(location))
    }
    throw new Error(`no redirect to the app: ${current.statusCode} ${current.body.slice(0, 300)}`)
  }

  async exchangeCode(code: string): Promise<ProviderTokens> {
    const response = await this.postForm('/idp/oauth/token', {
      grant_type: 'authorization_code',
      client_id: 'agenda-web',
      code,
      code_verifier: this.pkce.verifier,
      redirect_uri: REDIRECT_URI,
    })
    if (response.statusCode !== 200) throw new Error(`token endpoint: ${response.body}`)
    return response.json()
  }

  /** The whole sign-in: authorize → login form → code → tokens. */
  async signIn(email: string, password = 'agenda'): Promise<ProviderTokens> {
    const interaction = await this.authorize()
    const loginPath = `${pathOf(interaction.headers.location)}/login`
    const login = await this.postForm(loginPath, { email, password })
    const callback = await this.followToApp(login)
    const code = callback.searchParams.get('code')
    if (!code) throw new Error(`no code: ${callback.toString()}`)
    return this.exchangeCode(code)
  }
}
