import { beforeEach, describe, expect, it } from 'vitest'
import { databaseModes } from '../../tests/support/server/test-database'
import { setUpTestApp } from '../../tests/support/server/set-up-test-app'
import { FAILURE_LIMIT } from './login-attempts'
import { ProviderBrowser, pathOf } from '../../tests/support/server/provider-sign-in'

describe.each(databaseModes())('the login form of the embedded provider on %s', (mode) => {
  const suite = setUpTestApp(mode)
  let browser: ProviderBrowser
  let loginPath: string

  beforeEach(async () => {
    browser = new ProviderBrowser(suite.app)
    loginPath = `${pathOf((await browser.authorize()).headers.location)}/login`
  })

  it('shows a German form with E-Mail, Passwort and Anmelden', async () => {
    const page = await browser.get(loginPath.replace(/\/login$/, ''))
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toContain('text/html')
    expect(page.body).toContain('<html lang="de">')
    expect(page.body).toMatch(/<label for="email">E-Mail<\/label>/)
    expect(page.body).toMatch(/<label for="password">Passwort<\/label>/)
    expect(page.body).toMatch(/<button[^>]*type="submit">Anmelden<\/button>/)
  })

  it('says "E-Mail oder Passwort falsch" for a wrong password and for an unknown e-mail alike', async () => {
    const wrongPassword = await browser.postForm(loginPath, {
      email: 'redaktion@agenda.test',
      password: 'falsch',
    })
    const unknownEmail = await browser.postForm(loginPath, {
      email: 'niemand@agenda.test',
      password: 'agenda',
    })
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401)
      expect(response.body).toContain('E-Mail oder Passwort falsch')
    }
  })

  it('escapes what was typed when it shows the form again', async () => {
    const response = await browser.postForm(loginPath, {
      email: '"><script>alert(1)</script>',
      password: 'x',
    })
    expect(response.body).not.toContain('<script>alert(1)</script>')
    expect(response.body).toContain('&quot;&gt;&lt;script&gt;')
  })

  it('refuses further tries after repeated failures with 429, even with the right password', async () => {
    const email = 'basis@agenda.test'
    for (let attempt = 0; attempt < FAILURE_LIMIT; attempt += 1) {
      const failed = await browser.postForm(loginPath, { email, password: `falsch-${attempt}` })
      expect(failed.statusCode).toBe(401)
    }
    const blocked = await browser.postForm(loginPath, { email, password: 'agenda' })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.body).toContain('Zu viele fehlgeschlagene Anmeldeversuche')
    const otherAccount = await browser.postForm(loginPath, {
      email: 'kollegin@agenda.test',
      password: 'agenda',
    })
    expect(otherAccount.statusCode).toBe(303)
  })

  it('accepts the e-mail in any letter case', async () => {
    const response = await browser.postForm(loginPath, {
      email: ' Redaktion@Agenda.TEST ',
      password: 'agenda',
    })
    expect(response.statusCode).toBe(303)
  })

  it('tells a browser without a running sign-in to start again', async () => {
    const stranger = new ProviderBrowser(suite.app)
    const response = await stranger.postForm(loginPath, {
      email: 'redaktion@agenda.test',
      password: 'agenda',
    })
    expect(response.statusCode).toBe(400)
    expect(response.body).toContain('Die Anmeldung ist abgelaufen')
  })
})
