// /privacy: the data privacy statement, open to anyone.
import './page.css'

export default function PrivacyPage() {
  return (
    <article className="page legal-text">
      <h1>Datenschutzerklärung</h1>
      <p className="page__meta">Stand: 1. November 2026</p>
      <h2>Verantwortlich</h2>
      <address>
        Agenda Nachrichtenagentur GmbH
        <br />
        Friedrichstraße 120, 10117 Berlin
        <br />
        E-Mail: <a href="mailto:datenschutz@agenda.test">datenschutz@agenda.test</a>
      </address>
      <h2>Welche Daten wir verarbeiten</h2>
      <ul>
        <li>
          <strong>Konto:</strong> Name, E-Mail-Adresse, Branche sowie Angaben zu Ihrem Zugang
          (aktiv, Agenda Plus, Zustimmung zu den Nutzungsbedingungen).
        </li>
        <li>
          <strong>Einstellungen:</strong> die gewählte Darstellung, gespeicherte Suchen und Ihre
          Filter.
        </li>
        <li>
          <strong>Zusammenarbeit:</strong> Merklisten, Ordner und deren Mitglieder, soweit Sie diese
          Funktionen nutzen.
        </li>
        <li>
          <strong>Technik:</strong> Server-Protokolle mit Zeitpunkt, aufgerufener Adresse und
          Fehlercodes, die wir nach 14 Tagen löschen.
        </li>
      </ul>
      <h2>Zwecke und Rechtsgrundlagen</h2>
      <p>
        Wir verarbeiten diese Daten, um Ihnen die Agenda im Rahmen Ihres Vertrags bereitzustellen
        (Art. 6 Abs. 1 lit. b DSGVO) und um den sicheren Betrieb zu gewährleisten (Art. 6 Abs. 1
        lit. f DSGVO). Eine Weitergabe zu Werbezwecken findet nicht statt.
      </p>
      <h2>Speicherung auf Ihrem Gerät</h2>
      <p>
        Damit die Agenda auch ohne Verbindung funktioniert, speichert sie Ihre Anmeldung, Ihre
        Einstellungen und zuletzt geladene Termine im Browser (Local Storage und IndexedDB). Diese
        Daten bleiben auf Ihrem Gerät; beim Abmelden wird Ihre Anmeldung entfernt. Werbe- oder
        Analyse-Cookies verwenden wir nicht.
      </p>
      <h2>Speicherdauer</h2>
      <p>
        Kontodaten speichern wir, solange Ihr Zugang besteht, und löschen sie spätestens sechs
        Monate nach dessen Ende, sofern keine gesetzlichen Aufbewahrungspflichten bestehen.
      </p>
      <h2>Ihre Rechte</h2>
      <p>
        Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung,
        Datenübertragbarkeit und Widerspruch. Außerdem können Sie sich bei einer
        Datenschutz-Aufsichtsbehörde beschweren, etwa bei der Berliner Beauftragten für Datenschutz
        und Informationsfreiheit.
      </p>
    </article>
  )
}
