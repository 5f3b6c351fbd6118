import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  PUSH_BLOCKED,
  PUSH_UNAVAILABLE,
  readPushState,
  switchPushOff,
  switchPushOn,
} from './push-device'

const SUBSCRIPTION_JSON = {
  endpoint: 'https://push.example.org/abc',
  expirationTime: null,
  keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
}

/** A browser with a service worker, a PushManager and the server's push routes behind fetch. */
function browser(options: {
  permission?: NotificationPermission
  subscribeFails?: boolean
  saveStatus?: number
  deleteStatus?: number
}) {
  let current: { endpoint: string; toJSON(): object; unsubscribe(): Promise<boolean> } | null = null
  const unsubscribe = vi.fn(async () => {
    current = null
    return true
  })
  const pushManager = {
    subscribe: vi.fn(async () => {
      if (options.subscribeFails) throw new DOMException('Registration failed', 'AbortError')
      current = {
        endpoint: SUBSCRIPTION_JSON.endpoint,
        toJSON: () => SUBSCRIPTION_JSON,
        unsubscribe,
      }
      return current
    }),
    getSubscription: vi.fn(async () => current),
  }
  const registration = { pushManager }
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  })
  vi.stubGlobal('PushManager', function PushManager() {})
  vi.stubGlobal('Notification', {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(async () => options.permission ?? 'granted'),
  })
  const calls: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`)
      if (url.endsWith('/vapid-public-key')) {
        return new Response(JSON.stringify({ publicKey: `B${'A'.repeat(86)}` }))
      }
      const status =
        init.method === 'DELETE' ? (options.deleteStatus ?? 204) : (options.saveStatus ?? 201)
      const body =
        status >= 400
          ? JSON.stringify({ code: 'X', message: 'Vom Server abgelehnt.' })
          : status === 204
            ? null
            : '{}'
      return new Response(body, { status })
    }),
  )
  return { calls, pushManager, unsubscribe }
}

describe('push on this device', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    Reflect.deleteProperty(navigator, 'serviceWorker')
  })

  it('subscribes with the server’s key and hands the subscription to the server', async () => {
    const { calls, pushManager } = browser({})
    await switchPushOn()
    expect(pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    )
    expect(calls).toEqual([
      'GET /useradmin/push/vapid-public-key',
      'POST /useradmin/push/subscriptions',
    ])
    Object.assign(Notification, { permission: 'granted' })
    expect(await readPushState()).toBe('on')
  })

  it('says so when the browser cannot subscribe, and sends nothing', async () => {
    const { calls } = browser({ subscribeFails: true })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(switchPushOn()).rejects.toThrow(PUSH_UNAVAILABLE)
    expect(calls).not.toContain('POST /useradmin/push/subscriptions')
    expect(logged).toHaveBeenCalled()
    logged.mockRestore()
  })

  it('says how to allow notifications when they are refused', async () => {
    browser({ permission: 'denied' })
    await expect(switchPushOn()).rejects.toThrow(PUSH_BLOCKED)
    expect(await readPushState()).toBe('blocked')
  })

  it('forgets the browser’s subscription when the server refuses it', async () => {
    const { unsubscribe } = browser({ saveStatus: 409 })
    await expect(switchPushOn()).rejects.toThrow()
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('switches off even when the server had forgotten the subscription (404)', async () => {
    const { calls, unsubscribe } = browser({ deleteStatus: 404 })
    await switchPushOn()
    await switchPushOff()
    expect(calls.at(-1)).toMatch(/^DELETE \/useradmin\/push\/subscriptions\?endpoint=https%3A/)
    expect(unsubscribe).toHaveBeenCalled()
  })

  it('knows a browser without push', async () => {
    expect(await readPushState()).toBe('unsupported')
  })
})
