// What waits for the first screen to settle, on every page: the analytics and error reports (only
// when configured and agreed) and the cookie panel while its flag is set. One file, so the first
// screen carries a single loader for both (docs/architecture.md#start-up); the panel's own code
// loads only while it is wanted.
import { useAtomValue } from 'jotai'
import TelemetryHost from '@/features/analytics/telemetry-host'
import { onDemand } from '@/lib/react/on-demand'
import { cookieConsentPendingAtom } from '@/stores/cookie-consent'

const cookieConsentPanel = onDemand(() => import('./cookie-consent-panel'))

export default function AfterStart() {
  const cookieConsentPending = useAtomValue(cookieConsentPendingAtom)
  return (
    <>
      <TelemetryHost />
      {cookieConsentPending && <cookieConsentPanel.Component />}
    </>
  )
}
