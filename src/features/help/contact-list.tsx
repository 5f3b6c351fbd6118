// How to reach the customer service, for the pages that cannot help any further.
import { Icon } from '@/components/ui/icon'
import { SUPPORT_EMAIL, SUPPORT_HOURS, SUPPORT_PHONE } from '@domain/support-limits'

export function ContactList() {
  return (
    <ul className="page__contacts" aria-label="Kontakt zum Kundenservice">
      <li>
        <Icon name="mail" />
        <span>
          E-Mail: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </span>
      </li>
      <li>
        <Icon name="phone" />
        <span>
          Telefon: <a href={`tel:${SUPPORT_PHONE.replaceAll(' ', '')}`}>{SUPPORT_PHONE}</a> (
          {SUPPORT_HOURS})
        </span>
      </li>
    </ul>
  )
}
