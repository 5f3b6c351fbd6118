// Reads back the .eml files the mailer writes without SMTP, decoded so a test (or a person with
// a script) can look for text in them; quoted-printable bodies would otherwise break long links.
import { readFile, readdir } from 'node:fs/promises'
import path from 'node:path'

export interface WrittenMail {
  file: string
  /** The message with its body's quoted-printable soft breaks and escapes undone. */
  decoded: string
}

/** Decodes the body (everything after the header block); headers are left as written. */
export function decodeMailBody(raw: string): string {
  const bodyStart = raw.search(/\r?\n\r?\n/)
  if (bodyStart < 0) return raw
  const latin1 = raw
    .slice(bodyStart)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return raw.slice(0, bodyStart) + Buffer.from(latin1, 'latin1').toString('utf8')
}

export async function readWrittenMails(mailDir: string): Promise<WrittenMail[]> {
  const names = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'))
  return Promise.all(
    names.sort().map(async (name) => {
      const file = path.join(mailDir, name)
      return { file, decoded: decodeMailBody(await readFile(file, 'utf8')) }
    }),
  )
}
