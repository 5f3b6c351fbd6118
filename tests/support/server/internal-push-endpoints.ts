// Push endpoints that lead to this machine, its network or special-use ranges (security issue 34):
// the push tests and the fuzzing suite send them, and the server must refuse every one.

/** Each answers 400 PUSH_ENDPOINT_INVALID, with or without PUSH_ALLOW_LOCAL_ENDPOINTS. */
export const INTERNAL_PUSH_ENDPOINTS = [
  'https://localhost./x',
  'https://db/x',
  'https://postgres:5432/x',
  'https://127.0.0.1.nip.io/x',
  'https://10-0-0-1.sslip.io/x',
  'https://[::127.0.0.1]/x',
  'https://[::ffff:127.0.0.1]/x',
  'https://[64:ff9b::7f00:1]/x',
  'https://[64:ff9b:1::a00:1]/x',
  'https://[2002:7f00:1::]/x',
  'https://[2001:db8::1]/x',
  'https://[fec0::1]/x',
  'https://[fd00::1]/x',
  'https://[fe80::1]/x',
  'https://198.18.0.1/x',
  'https://100.64.0.1/x',
  'https://192.0.2.1/x',
  'https://224.0.0.1/x',
  'https://255.255.255.255/x',
  'https://0.0.0.0/x',
  'https://metadata.google.internal/x',
  'https://printer.local/x',
  'https://router.home.arpa/x',
  'https://push.example.org:8443/x',
  'http://push.example.org/x',
]
