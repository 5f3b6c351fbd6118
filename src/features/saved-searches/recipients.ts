// The recipients field of the share overlay: addresses separated by commas, semicolons, spaces
// or line breaks, checked like the server checks them (at most 20, each a valid address).
const MAX_RECIPIENTS = 20
// The address grammar of HTML's <input type=email>, as the server uses it.
const EMAIL_ADDRESS =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function parseRecipients(text: string): { recipients: string[] } | { error: string } {
  const recipients = [...new Set(text.split(/[\s,;]+/).filter((part) => part !== ''))]
  if (recipients.length === 0)
    return { error: 'Bitte geben Sie mindestens eine E-Mail-Adresse an.' }
  if (recipients.length > MAX_RECIPIENTS) {
    return { error: `Bitte geben Sie höchstens ${MAX_RECIPIENTS} E-Mail-Adressen an.` }
  }
  const invalid = recipients.find((address) => address.length > 254 || !EMAIL_ADDRESS.test(address))
  if (invalid !== undefined) return { error: `„${invalid}“ ist keine gültige E-Mail-Adresse.` }
  return { recipients }
}
