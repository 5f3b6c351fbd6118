// What the start loads on first use of the identity provider (provider-client.ts): its library and
// the German messages for its errors, which only it can raise.
export { Auth0Client } from '@auth0/auth0-spa-js'
export { providerErrorMessage } from './provider-messages'
