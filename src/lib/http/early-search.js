// The start's first search, sent before the app's code has loaded: src/lib/http/early-request.ts
// and docs/architecture.md#start-up say when, and how the app takes its answer.
;(() => {
  try {
    const saved = JSON.parse(localStorage.getItem('agenda-start-request') || 'null')
    const ticket = localStorage.getItem('dpaID-token-agenda')
    if (!saved || !ticket || !navigator.onLine) return
    if (saved.address !== location.pathname + location.search) return
    if (localStorage.getItem('agenda-sign-out-pending') !== null) return
    const claims = ticket.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')
    if (JSON.parse(atob(claims)).exp * 1000 < Date.now() + 5000) return
    const response = fetch(saved.url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${ticket}`,
        'X-Transaction-Id': crypto.randomUUID(),
        Accept: 'application/json',
        'Content-Type': 'application/json',
      },
      body: saved.body,
    })
    response.catch(() => undefined) // not taken: nobody waits for it
    window.agendaEarlyRequest = { url: saved.url, body: saved.body, ticket, response }
  } catch {
    // Nothing readable: the app starts as without it.
  }
})()
