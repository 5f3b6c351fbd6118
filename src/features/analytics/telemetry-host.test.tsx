import { afterEach, describe, expect, it, vi } from 'vitest'
import { act } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { loadClientConfig } from '@/lib/auth/client-config'
import { testRoot } from '@/testing/test-root'
import TelemetryHost from './telemetry-host'

const loaded = vi.hoisted(() => ({ matomo: 0, errorReports: 0 }))
vi.mock('@/lib/auth/client-config', () => ({ loadClientConfig: vi.fn() }))
vi.mock('./matomo-tracker', () => {
  loaded.matomo += 1
  return { startMatomo: vi.fn(), stopMatomo: vi.fn() }
})
vi.mock('./error-reports', () => {
  loaded.errorReports += 1
  return { startErrorReports: vi.fn(), stopErrorReports: vi.fn() }
})

afterEach(() => vi.clearAllMocks())

describe('the telemetry host', () => {
  it('loads neither the tracker nor the error reports when nothing is configured', async () => {
    const config = { authDomain: 'idp', authClientId: 'app', authAudience: 'agenda' }
    vi.mocked(loadClientConfig).mockResolvedValue(config)
    const { render, unmount } = testRoot()
    await act(async () => {
      render(
        <MemoryRouter>
          <TelemetryHost />
        </MemoryRouter>,
      )
      await new Promise((resolve) => setTimeout(resolve, 50))
    })
    expect(loadClientConfig).toHaveBeenCalled()
    expect(loaded).toEqual({ matomo: 0, errorReports: 0 })
    unmount()
  })
})
