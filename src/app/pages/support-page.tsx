// /help/support: how to reach the customer service, open to anyone.
import { Link } from 'react-router-dom'
import { ContactList } from '@/features/help/contact-list'
import './page.css'
import './help.css'

export default function SupportPage() {
  return (
    <article className="page">
      <h1>Support kontaktieren</h1>
      <p className="page__lead">
        Sie kommen nicht weiter oder haben einen Fehler gefunden? Unser Kundenservice hilft Ihnen
        gern. Viele Antworten finden Sie auch unter <Link to="/help">Häufige Fragen</Link>.
      </p>
      <ContactList />
    </article>
  )
}
