// The identity provider's errors (docs/product.md#errors): their code, and which of them end the
// local session. Their German messages come with the provider's library (provider-messages.ts).

const SESSION_GONE = new Set(['missing_refresh_token', 'login_required', 'invalid_grant'])

export function providerErrorCode(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'error' in error &&
    typeof error.error === 'string'
    ? error.error
    : 'unknown'
}

/** The provider session is gone: forget the local one too. */
export function providerSessionGone(error: unknown): boolean {
  return SESSION_GONE.has(providerErrorCode(error))
}
