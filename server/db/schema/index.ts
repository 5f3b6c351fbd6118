export * from './users'
export * from './oidc'
export * from './idempotency'
export * from './signing-keys'
