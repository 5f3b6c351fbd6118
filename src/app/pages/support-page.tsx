// /help/support: a message to the customer service (signed in), and its address and phone for
// everyone.
import { Link } from 'react-router-dom'
import { ContactList } from '@/features/help/contact-list'
import { SupportForm } from '@/features/help/support-form'
import './page.css'

export default function SupportPage() {
  return (
    <article className="page">
      <h1>Support kontaktieren</h1>
      <p className="page__lead">
        Sie kommen nicht weiter oder haben einen Fehler gefunden? Schreiben Sie uns – oder rufen Sie
        an. Viele Antworten finden Sie auch unter <Link to="/help">Häufige Fragen</Link>.
      </p>
      <ContactList />
      <SupportForm />
    </article>
  )
}
