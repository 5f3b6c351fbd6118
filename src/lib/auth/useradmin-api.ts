// The /useradmin calls of the sign-in: the two that produce tickets and the sign-out. They use
// fetch directly: the shared HTTP client asks this module for its ticket, so going through it
// here would chase its own tail.
import type { ApiErrorBody } from '@domain/api-error'

export class UseradminError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

async function ticketFrom(response: Response): Promise<string> {
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null
    throw new UseradminError(
      response.status,
      body?.code ?? 'HTTP_ERROR',
      body?.message ?? `Der Server antwortete mit ${response.status}.`,
    )
  }
  const { ticket } = (await response.json()) as { ticket: string }
  return ticket
}

const bearer = (ticket: string | null): Record<string, string> =>
  ticket ? { authorization: `Bearer ${ticket}` } : {}

/**
 * Trades the provider's access token for our ticket. With the current ticket along, the new one
 * continues its session, so signing out ends both.
 */
export async function exchangeAccessToken(
  accessToken: string,
  currentTicket: string | null,
): Promise<string> {
  const response = await fetch('/useradmin/access-token-exchange', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(currentTicket) },
    body: JSON.stringify({ access_token: accessToken }),
  })
  return ticketFrom(response)
}

/** Ends the ticket's session at the server; the access token is refused from then on too. */
export async function signOutAtServer(ticket: string, accessToken?: string): Promise<void> {
  const response = await fetch('/useradmin/sign-out', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(ticket) },
    body: JSON.stringify(accessToken ? { access_token: accessToken } : {}),
    // The user is leaving: a server that does not answer must not keep them.
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`The sign-out answered ${response.status}`)
}

/** Records that the user accepted the terms; the answer is a ticket saying so. */
export async function recordTermsConsent(ticket: string): Promise<string> {
  const response = await fetch('/useradmin/terms-consent', {
    method: 'POST',
    headers: { authorization: `Bearer ${ticket}` },
  })
  return ticketFrom(response)
}
