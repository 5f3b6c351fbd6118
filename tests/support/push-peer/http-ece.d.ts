// http_ece (Mozilla's RFC 8188 implementation, also inside web-push) ships no types.
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto'
  interface DecryptParams {
    version: 'aes128gcm'
    privateKey: ECDH
    authSecret: Buffer | string
  }
  export function decrypt(buffer: Buffer, params: DecryptParams): Buffer
}
