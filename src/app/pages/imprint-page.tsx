// /imprint: the legal notice of the (fictional) agency behind Agenda, open to anyone.
import './page.css'

export default function ImprintPage() {
  return (
    <article className="page legal-text">
      <h1>Impressum</h1>
      <h2>Anbieter</h2>
      <address>
        Agenda Nachrichtenagentur GmbH
        <br />
        Friedrichstraße 120
        <br />
        10117 Berlin
      </address>
      <h2>Kontakt</h2>
      <p>
        Telefon: <a href="tel:+49301234567">+49 30 1234567</a>
        <br />
        E-Mail: <a href="mailto:agenda-support@agenda.test">agenda-support@agenda.test</a>
      </p>
      <h2>Vertretungsberechtigte Geschäftsführung</h2>
      <p>Dr. Marion Keller, Jonas Albrecht</p>
      <h2>Registereintrag</h2>
      <p>
        Amtsgericht Berlin-Charlottenburg, HRB 123456 B
        <br />
        Umsatzsteuer-Identifikationsnummer: DE 123 456 789
      </p>
      <h2>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h2>
      <p>Katrin Sommer, Chefin vom Dienst, Anschrift wie oben</p>
      <h2>Hinweis</h2>
      <p>
        Die Agenda Nachrichtenagentur GmbH ist ein fiktives Unternehmen; diese Anwendung dient der
        Vorführung. Alle Termine in der Agenda sind beispielhaft erzeugt.
      </p>
    </article>
  )
}
