// The address check of push connections (docs/security.md#web-push): which addresses are public,
// and that a name resolving to this machine gets no connection, checked when connecting.
import { afterEach, describe, expect, it } from 'vitest'
import {
  startConnectionListener,
  type ConnectionListener,
} from '../../../tests/support/server/connection-listener'
import { isPublicAddress, pushLookup, PushAddressRefused } from './push-address'
import { createPushAgents, postToPushService } from './push-connection'

describe('which addresses are public', () => {
  it.each([
    '0.0.0.0',
    '0.1.2.3',
    '10.0.0.1',
    '100.64.0.1',
    '100.127.255.254',
    '127.0.0.1',
    '127.1.2.3',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.19.255.255',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '239.255.255.250',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::127.0.0.1',
    '::7f00:1',
    '::8.8.8.8',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:10.0.0.1',
    '64:ff9b::7f00:1',
    '64:ff9b::808:808',
    '64:ff9b:1::a00:1',
    '100::1',
    '2001::1',
    '2001:db8::1',
    '2002:7f00:1::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'fec0::1',
    'ff02::1',
    'localhost',
    'push.example.org',
    '',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    '8.8.8.8',
    '142.250.185.74',
    '100.63.255.255',
    '100.128.0.1',
    '172.15.255.255',
    '172.32.0.1',
    '198.20.0.1',
    '::ffff:8.8.8.8',
    '2a00:1450:4001:82a::200a',
    '2606:4700::1111',
  ])('takes %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })
})

describe('a push connection', () => {
  const listeners: ConnectionListener[] = []
  const listen = async (answer?: string) => {
    const listener = await startConnectionListener(answer)
    listeners.push(listener)
    return listener
  }
  afterEach(async () => {
    await Promise.all(listeners.splice(0).map((listener) => listener.close()))
  })
  const post = (url: string, allowLocalPeer: boolean) =>
    postToPushService(
      new URL(url),
      { method: 'POST', headers: { TTL: '60' }, body: Buffer.from('x') },
      { agents: createPushAgents(allowLocalPeer), timeoutMs: 5000 },
    )

  it('is never opened to a name that resolves to this machine', async () => {
    const internal = await listen()
    const refused = post(`http://localhost:${internal.port}/x`, false)
    await expect(refused).rejects.toBeInstanceOf(PushAddressRefused)
    await expect(refused).rejects.toMatchObject({ code: 'PUSH_ADDRESS_NOT_ALLOWED' })
    expect(internal.connections()).toBe(0)
  })

  it('reaches the local peer by name only when it is allowed', async () => {
    const peer = await listen()
    expect(await post(`http://localhost:${peer.port}/x`, true)).toBe(204)
    expect(peer.connections()).toBe(1)
  })

  it('does not follow a redirect', async () => {
    const target = await listen()
    const redirecting = await listen(
      `HTTP/1.1 307 Temporary Redirect\r\nLocation: http://127.0.0.1:${target.port}/x\r\nConnection: close\r\n\r\n`,
    )
    expect(await post(`http://127.0.0.1:${redirecting.port}/x`, true)).toBe(307)
    expect(target.connections()).toBe(0)
  })

  it('resolves every address of a name and refuses if one is not allowed', async () => {
    const lookup = pushLookup(false)
    const error = await new Promise((resolve) => {
      lookup('localhost', { all: true }, (failure) => resolve(failure))
    })
    expect(error).toBeInstanceOf(PushAddressRefused)
  })
})
