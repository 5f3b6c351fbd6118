// Text from users in a mail header, shown as written. Mail programs decode an `=?…?=` in a header
// (RFC 2047); nodemailer encodes non-ASCII text but sends an ASCII one that looks encoded as it is.
import { encodeWord } from 'nodemailer/lib/mime-funcs'

/** Words of at most this many characters keep each header line under 78 (RFC 5322). */
const ENCODED_WORD_LENGTH = 52

/** The text, or the whole of it as encoded-words when a reader would decode part of it. */
export function headerText(text: string): string {
  return text.includes('=?') ? encodeWord(text, 'Q', ENCODED_WORD_LENGTH) : text
}
