// The terms of use of Agenda, shown on /terms and on the consent page.
export const TERMS_VERSION = 'Stand: 1. November 2026'

export function TermsText() {
  return (
    <div className="legal-text">
      <p className="page__meta">{TERMS_VERSION}</p>
      <h2>1. Geltungsbereich</h2>
      <p>
        Diese Nutzungsbedingungen gelten für die Nutzung der Agenda, des Terminkalenders der Agenda
        Nachrichtenagentur GmbH, Berlin (im Folgenden „wir“). Die Agenda steht Kundinnen und Kunden
        mit einem aktiven Konto und gebuchtem Zugang zu Agenda Plus zur Verfügung.
      </p>
      <h2>2. Leistungen</h2>
      <p>
        Die Agenda zeigt geplante Termine, Themen, Jahrestage und Aktionstage für die redaktionelle
        Planung. Wir pflegen die Einträge sorgfältig; Termine können sich dennoch kurzfristig
        ändern, verschoben werden oder ausfallen. Maßgeblich ist stets die Angabe des Veranstalters.
      </p>
      <h2>3. Zugang und Konto</h2>
      <p>
        Ihre Zugangsdaten sind persönlich und dürfen nicht an Dritte weitergegeben werden. Bitte
        informieren Sie uns umgehend, wenn Sie einen Missbrauch Ihres Kontos vermuten.
      </p>
      <h2>4. Nutzung der Inhalte</h2>
      <p>
        Die Inhalte der Agenda dienen der Planung Ihrer eigenen Berichterstattung. Eine
        Veröffentlichung, Weitergabe oder systematische Auswertung der Einträge ist nur im Rahmen
        Ihres Vertrags erlaubt. Sperrfristen und Hinweise zum Copyright in einem Eintrag sind
        einzuhalten.
      </p>
      <h2>5. Eingereichte Termine</h2>
      <p>
        Wenn Sie uns Termine einreichen, versichern Sie, dass Sie dazu berechtigt sind. Wir prüfen
        Einreichungen redaktionell und entscheiden frei über ihre Aufnahme.
      </p>
      <h2>6. Verfügbarkeit und Haftung</h2>
      <p>
        Wir bemühen uns um eine ständige Verfügbarkeit der Agenda, können sie aber nicht zusichern.
        Für Schäden haften wir nur bei Vorsatz und grober Fahrlässigkeit sowie bei der Verletzung
        wesentlicher Vertragspflichten; die Haftung nach dem Produkthaftungsgesetz bleibt unberührt.
      </p>
      <h2>7. Änderungen</h2>
      <p>
        Wir können diese Bedingungen mit Wirkung für die Zukunft ändern. Über wesentliche Änderungen
        informieren wir Sie in der Agenda; Sie werden dann erneut um Ihre Zustimmung gebeten.
      </p>
      <h2>8. Schlussbestimmungen</h2>
      <p>Es gilt deutsches Recht. Gerichtsstand ist, soweit zulässig, Berlin.</p>
    </div>
  )
}
