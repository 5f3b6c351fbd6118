// Starts the app: provider settings and stored preferences first (the guards need them), then the
// router, then the sign-in, whose state the shell follows.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { createAppRouter } from '@/app/router'
import { getValidTicket, startAuth } from '@/lib/auth/auth-session'
import { loadClientConfig } from '@/lib/auth/client-config'
import { configureHttpClient } from '@/lib/http/http-client'
import { initOffline } from '@/offline/init-offline'
import { loadZenPreference } from '@/stores/zen-preference'
import '@/styles/global.css'

const root = createRoot(document.getElementById('root') as HTMLElement)

async function start() {
  const [config] = await Promise.all([loadClientConfig(), loadZenPreference()])
  configureHttpClient({ getTicket: getValidTicket })
  const router = createAppRouter()
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
  initOffline()
  // flushSync: the new address must be rendered before the session state changes, or the shell
  // would decide on the callback address once more.
  await startAuth(config, (path) => router.navigate(path, { replace: true, flushSync: true }))
}

start().catch((error: unknown) => {
  console.error('Agenda could not start', error)
  root.render(
    <main className="start-failure">
      <h1>Agenda kann gerade nicht starten</h1>
      <p>Bitte prüfen Sie Ihre Verbindung und laden Sie die Seite neu.</p>
    </main>,
  )
})
