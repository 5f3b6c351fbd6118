// The two /useradmin calls that produce tickets. They use fetch directly: the shared HTTP client
// asks this module for its ticket, so going through it here would chase its own tail.
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

/** Trades the provider's access token for our ticket. */
export async function exchangeAccessToken(accessToken: string): Promise<string> {
  const response = await fetch('/useradmin/access-token-exchange', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ access_token: accessToken }),
  })
  return ticketFrom(response)
}

/** Records that the user accepted the terms; the answer is a ticket saying so. */
export async function recordTermsConsent(ticket: string): Promise<string> {
  const response = await fetch('/useradmin/terms-consent', {
    method: 'POST',
    headers: { authorization: `Bearer ${ticket}` },
  })
  return ticketFrom(response)
}
