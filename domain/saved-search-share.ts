// POST …/filters/{id}/share (docs/product.md#sharing): what the share overlay sends and the server
// takes, 1–20 addresses and an optional message, checked alike on both sides.
import { Type, type Static } from '@sinclair/typebox'
import { NOT_AN_OBJECT } from './saved-search-resource'
import { UserText } from './user-text'

export const RECIPIENTS_MAX = 20
export const SHARE_MESSAGE_MAX_LENGTH = 1000
/** The SMTP limit of an address. */
const EMAIL_ADDRESS_MAX_LENGTH = 254

// The address grammar of HTML's <input type=email> (WHATWG).
const EMAIL_ADDRESS =
  "^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$"

export const ShareRequestSchema = Type.Object(
  {
    recipients: Type.Array(
      Type.String({
        maxLength: EMAIL_ADDRESS_MAX_LENGTH,
        pattern: EMAIL_ADDRESS,
        errorMessage: '„{value}“ ist keine gültige E-Mail-Adresse.',
      }),
      {
        minItems: 1,
        maxItems: RECIPIENTS_MAX,
        errorMessage: `Bitte geben Sie 1 bis ${RECIPIENTS_MAX} E-Mail-Adressen an.`,
      },
    ),
    message: Type.Optional(
      UserText('Die Nachricht', {
        maxLength: SHARE_MESSAGE_MAX_LENGTH,
        errorMessage: `Die Nachricht darf höchstens ${SHARE_MESSAGE_MAX_LENGTH} Zeichen lang sein und keine Steuerzeichen enthalten.`,
      }),
    ),
  },
  NOT_AN_OBJECT,
)
export type ShareRequest = Static<typeof ShareRequestSchema>

/** Each address once, as mail systems compare them: trimmed, in lower case. */
export const cleanRecipients = (addresses: string[]): string[] => [
  ...new Set(addresses.map((address) => address.trim().toLowerCase())),
]
