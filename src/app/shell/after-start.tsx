// What waits for the first screen to settle, on every page: the analytics and error reports (only
// when configured and agreed) and the cookie panel while its flag is set. One file, so the first
// screen carries a single loader for both (docs/architecture.md#start-up).
import { useAtomValue } from 'jotai'
import TelemetryHost from '@/features/analytics/telemetry-host'
import { cookieConsentPendingAtom } from '@/stores/cookie-consent'
import { CookieConsentPanel } from './cookie-consent-panel'

export default function AfterStart() {
  const cookieConsentPending = useAtomValue(cookieConsentPendingAtom)
  return (
    <>
      <TelemetryHost />
      {cookieConsentPending && <CookieConsentPanel />}
    </>
  )
}
