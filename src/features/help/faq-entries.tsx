// The questions and answers of /help (docs/product.md#help). Each answer says only what the app
// does; its id is the question's address (#frage-<id>), so ids never change once published.
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

export interface FaqEntry {
  id: string
  question: string
  answer: ReactNode
}

export interface FaqTopic {
  title: string
  entries: FaqEntry[]
}

export const faqTopics: FaqTopic[] = [
  {
    title: 'Suchen und Filtern',
    entries: [
      {
        id: 'suchsyntax',
        question: 'Wie suche ich nach mehreren Begriffen, nach Phrasen oder ohne einen Begriff?',
        answer: (
          <>
            <p>
              Tippen Sie Ihre Suche ins Suchfeld; sie gilt eine knappe halbe Sekunde nach dem
              letzten Tastendruck oder sofort mit der Eingabetaste. Unter dem Feld zeigt die Agenda,
              wie sie Ihre Eingabe verstanden hat.
            </p>
            <table className="faq__syntax">
              <caption className="visually-hidden">Beispiele für die Suche</caption>
              <thead>
                <tr>
                  <th scope="col">Eingabe</th>
                  <th scope="col">findet</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>
                    <code>Bundestag Haushalt</code>
                  </td>
                  <td>Termine mit beiden Begriffen</td>
                </tr>
                <tr>
                  <td>
                    <code>Wahl UND Sachsen</code>, <code>Wahl, Sachsen</code>
                  </td>
                  <td>ebenfalls beide Begriffe</td>
                </tr>
                <tr>
                  <td>
                    <code>Messe ODER Ausstellung</code>, <code>Messe || Ausstellung</code>
                  </td>
                  <td>einen der beiden Begriffe</td>
                </tr>
                <tr>
                  <td>
                    <code>Konzert NICHT Feuerwerk</code>, <code>Konzert -Feuerwerk</code>
                  </td>
                  <td>Konzerte ohne Feuerwerk</td>
                </tr>
                <tr>
                  <td>
                    <code>"Tag der Deutschen Einheit"</code>
                  </td>
                  <td>genau diese Wortfolge</td>
                </tr>
                <tr>
                  <td>
                    <code>Klima*</code>
                  </td>
                  <td>Wörter, die mit „Klima“ beginnen, etwa Klimagipfel</td>
                </tr>
              </tbody>
            </table>
            <p>
              Die Wörter UND, ODER und NICHT (auch AND, OR, NOT) wirken nur in Großbuchstaben:
              „oder“ ist ein gewöhnliches Suchwort. ODER bindet stärker als UND:{' '}
              <code>Wahl ODER Abstimmung Sachsen</code> sucht Wahl oder Abstimmung, jeweils mit
              Sachsen. Wörter mit Bindestrich wie <code>Baden-Württemberg</code> bleiben ein Wort.
              Die Suche kennt deutsche Wortformen: <code>Wahl</code> findet auch „Wahlen“.
            </p>
          </>
        ),
      },
      {
        id: 'filter',
        question: 'Welche Filter gibt es, und warum sehe ich nur Top-Einträge?',
        answer: (
          <>
            <p>
              „Filter“ öffnet die Filterleiste: Sortierung („Datum des Termins“ oder „Eingang des
              Termins“), „Nur Top-Einträge“, Material (Text, Bild, Grafik, Audio, Video), Art
              (Termin, Thema, Jahrestag, Aktionstag), Ressorts, Landesdienste und Bundesländer.
              Neben jeder Auswahl steht, wie viele Treffer sie hat.
            </p>
            <p>
              Zu Beginn zeigt die Agenda nur Top-Einträge. Gibt es ohne diesen Filter mehr Treffer,
              sagt sie es, etwa „Nur Top-Einträge: 9 von 165 Terminen. 156 weitere ausgeblendet.“;
              „Alle anzeigen“ schaltet nur den Top-Filter ab. „Suche und Filter zurücksetzen“ oder
              das „×“ im Suchfeld stellen den Anfang wieder her.
            </p>
          </>
        ),
      },
      {
        id: 'suche-teilen-link',
        question: 'Kann ich eine Suche als Link weitergeben?',
        answer: (
          <p>
            Ja. In der klassischen Darstellung steht Ihre Suche mit allen Filtern in der
            Adresszeile. Kopieren Sie die Adresse und schicken Sie sie weiter: Wer sie öffnet, sieht
            dieselbe Suche. Die Sortierung gehört nicht dazu, sie bleibt die des Lesenden. Für
            Suchen, die Sie immer wieder brauchen, sind gespeicherte Suchen bequemer.
          </p>
        ),
      },
      {
        id: 'tastatur',
        question: 'Kann ich die Agenda mit der Tastatur bedienen?',
        answer: (
          <p>
            Ja. <kbd>/</kbd> springt ins Suchfeld, <kbd>Alt</kbd>+<kbd>Umschalt</kbd>+<kbd>E</kbd>{' '}
            zum ersten Eintrag. In den Listen wechseln Sie mit den Pfeiltasten zwischen den
            Einträgen, die Eingabetaste öffnet einen Eintrag, die Leertaste wählt ihn aus,{' '}
            <kbd>Umschalt</kbd>+<kbd>Leertaste</kbd> eine ganze Reihe. <kbd>Esc</kbd> schließt die
            Detailansicht und hebt eine Auswahl auf. Das „?“ neben dem Suchfeld zeigt diese Tasten
            ebenfalls.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Ansichten und Darstellung',
    entries: [
      {
        id: 'ansichten',
        question: 'Was zeigen Standard, Liste, 7-Tage und Monat?',
        answer: (
          <ul>
            <li>
              <strong>Standard</strong>: die nächsten 14 Tage als Karten mit Anreißer.
            </li>
            <li>
              <strong>Liste</strong>: dieselben 14 Tage kompakt, eine Zeile je Termin.
            </li>
            <li>
              <strong>7-Tage</strong>: eine Woche in Tagesspalten mit den wichtigsten Terminen jedes
              Tages; „Alle 37 Termine“ öffnet den ganzen Tag. Auf dem Smartphone sehen Sie einen Tag
              nach dem anderen und blättern mit den Pfeilen oder durch Wischen.
            </li>
            <li>
              <strong>Monat</strong>: der Kalendermonat als Raster mit der Zahl der Termine je Tag;
              ein gewählter Tag listet alle seine Termine unter dem Raster.
            </li>
          </ul>
        ),
      },
      {
        id: 'zeitraum',
        question: 'Wie blättere ich zu anderen Tagen?',
        answer: (
          <p>
            Mit den Pfeilen neben dem Zeitraum gehen Sie um die Länge des Zeitraums vor oder zurück
            (in Monat um einen Monat), „Heute“ führt zurück. Der Zeitraum steht in der Adresse, ein
            Link führt also genau zu diesen Tagen. Alle Zeiten sind Berliner Zeit; ein Termin über
            mehrere Tage steht an jedem seiner Tage, mit „Tag 2 von 4“.
          </p>
        ),
      },
      {
        id: 'zen',
        question: 'Was ist die Einfache Darstellung (Zen)?',
        answer: (
          <>
            <p>
              Eine ruhigere Darstellung der Agenda: oben die Bereiche „Top Einträge“, die Ressorts
              Politik, Wirtschaft, Panorama, Wissenschaft, Medien, Kultur und Sport sowie die 13
              Landesdienste, darunter die Termine als 7-Tage-Übersicht mit Anreißern oder als Liste.
            </p>
            <p>
              Sie wechseln mit dem Schalter „Einfache Darstellung“ oben in der Kopfzeile. Die Agenda
              merkt sich Ihre Wahl auf dem Gerät und in Ihrem Konto, auch ohne Verbindung; ein
              geöffneter Termin bleibt beim Wechsel offen.
            </p>
          </>
        ),
      },
    ],
  },
  {
    title: 'Gespeicherte Suchen, Favoriten und Ordner',
    entries: [
      {
        id: 'gespeicherte-suchen',
        question: 'Wie speichere ich eine Suche, und was bewirken die Benachrichtigungen?',
        answer: (
          <>
            <p>
              „Suche speichern“ legt die Suche mit allen Filtern unter einem Namen ab (höchstens 100
              Zeichen). Ihre gespeicherten Suchen stehen in der Navigation links; ein Klick wendet
              sie an. Über das Menü einer Suche können Sie sie umbenennen, teilen, verschieben oder
              löschen; „Rückgängig“ holt eine gelöschte zurück. Bis zu 200 Suchen sind möglich.
            </p>
            <p>
              Mit „Benachrichtigungen“ legen Sie fest, dass Sie per E-Mail erfahren möchten, wenn
              neue Termine zu dieser Suche erscheinen. „Öffentlich“ macht die Suche für Kolleginnen
              und Kollegen lesbar.
            </p>
          </>
        ),
      },
      {
        id: 'suche-teilen',
        question: 'Wie teile ich eine gespeicherte Suche mit Kolleginnen und Kollegen?',
        answer: (
          <p>
            „Teilen“ im Menü der Suche zeigt ihren Link („Link kopieren“) und verschickt ihn auf
            Wunsch per E-Mail an bis zu 20 Adressen, mit einer kurzen Nachricht. Öffnen können ihn
            andere nur bei öffentlichen Suchen; der Dialog bietet dafür „Öffentlich machen“ an. Wer
            den Link öffnet, kann die Suche mit „Speichern“ als eigene übernehmen.
          </p>
        ),
      },
      {
        id: 'favoriten',
        question: 'Wie merke ich mir einzelne Termine?',
        answer: (
          <p>
            Mit dem Stern neben einem Termin („Als Favorit markieren“). „Favoriten“ in der Kopfzeile
            listet alle markierten Termine, die nächsten zuerst. Die Sterne gelten auf allen Ihren
            Geräten und lassen sich auch ohne Verbindung setzen.
          </p>
        ),
      },
      {
        id: 'ordner',
        question: 'Wie arbeite ich mit Ordnern im Team?',
        answer: (
          <>
            <p>
              „Ordner“ in der Kopfzeile öffnet die Ordnerleiste. Dort legen Sie einen „Neuen Ordner“
              an und laden Kolleginnen und Kollegen Ihrer Organisation per E-Mail ein, als
              „Eigentümer“, „Darf bearbeiten“ oder „Darf lesen“. Termine legen Sie ab, indem Sie sie
              auswählen und in der Leiste unten „In einen Ordner“ wählen.
            </p>
            <p>
              Ändert jemand einen geöffneten Ordner, sehen Sie es sofort, mit einem Hinweis, wer was
              getan hat.
            </p>
          </>
        ),
      },
      {
        id: 'auswahl',
        question: 'Kann ich mehrere Termine auf einmal bearbeiten?',
        answer: (
          <p>
            Ja. In Standard, Liste und 7-Tage hat jeder Termin ein Kästchen „Auswählen“. Sobald
            etwas ausgewählt ist, erscheint unten eine Leiste mit den Aktionen für die Auswahl: in
            einen Ordner ablegen, als Favorit setzen oder entfernen, als Kalenderdatei oder PDF
            exportieren und drucken.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Kalender, PDF und Drucken',
    entries: [
      {
        id: 'kalender-abo',
        question: 'Wie abonniere ich eine Suche oder einen Ordner in meinem Kalender?',
        answer: (
          <>
            <p>
              „Kalender abonnieren“ im Menü einer gespeicherten Suche oder in einem geöffneten
              Ordner erstellt auf Wunsch einen Abo-Link („Abo-Link erstellen“). „In Kalender-App
              öffnen“ übergibt ihn an Outlook oder Apple Kalender; für Kalender im Web wie Google
              Kalender kopieren Sie den Link. Ihr Kalender holt neue Termine dann selbst ab.
            </p>
            <p>
              Der Link enthält einen geheimen Schlüssel und wird nur einmal angezeigt. Unter{' '}
              <Link to="/settings">Einstellungen</Link> sehen Sie alle Abos mit dem letzten Abruf,
              können einen neuen Link erstellen (der alte endet dann) oder ein Abo beenden.
            </p>
          </>
        ),
      },
      {
        id: 'export',
        question: 'Wie übernehme ich Termine in meinen Kalender oder als PDF?',
        answer: (
          <>
            <p>
              Ein einzelner Termin: „In Kalender übernehmen“ oder „Als PDF“ in seiner Detailansicht.
              Die ganze Ansicht: „Als PDF“ über den Terminen, mit Zeitraum und Filtern. Mehrere
              ausgewählte Termine: „Als Kalender (ICS)“ oder „Als PDF“ in der Leiste unten.
            </p>
            <p>
              Das PDF ist ein A4-Dokument mit den Tagen als Überschriften und höchstens 5.000
              Einträgen. Exporte brauchen eine Verbindung zum Server.
            </p>
          </>
        ),
      },
      {
        id: 'drucken',
        question: 'Wie drucke ich die Agenda?',
        answer: (
          <p>
            „Drucken“ über den Terminen druckt die Ansicht, die Sie sehen, schwarz auf weiß und ohne
            Schaltflächen, mit Suche, Filtern und Zeitraum als Überschrift. Standard und Liste laden
            dafür vorher alle Termine des Zeitraums. In einem Termin druckt „Drucken“ nur diesen
            Termin, in der Auswahlleiste nur die ausgewählten. Drucken geht auch ohne Verbindung,
            mit dem, was geladen ist.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Unterwegs und ohne Verbindung',
    entries: [
      {
        id: 'offline',
        question: 'Funktioniert die Agenda ohne Internetverbindung?',
        answer: (
          <>
            <p>
              Ja, mit dem Stand Ihres letzten Besuchs: Die Agenda öffnet sich, Sie bleiben
              angemeldet und sehen die zuletzt geladenen Termine, Meldungen und Bilder. Oben steht
              dann „Offline“.
            </p>
            <p>
              Änderungen wie Favoriten, gespeicherte Suchen oder die Darstellung können Sie weiter
              vornehmen. Sie warten auf dem Gerät („1 Änderung wartet auf Verbindung“) und werden
              gesendet, sobald Sie wieder online sind. Exporte und das Teilen per E-Mail brauchen
              eine Verbindung.
            </p>
          </>
        ),
      },
      {
        id: 'installieren',
        question: 'Kann ich die Agenda als App installieren?',
        answer: (
          <p>
            Ja. Wo der Browser es anbietet, finden Sie „App installieren“ im Benutzermenü oben
            rechts. Auf iPhone und iPad tippen Sie in Safari auf „Teilen“ und dann auf „Zum
            Home-Bildschirm“. Neue Versionen bietet die App mit „Neue Version verfügbar“ an; mit
            „Aktualisieren“ laden Sie sie.
          </p>
        ),
      },
      {
        id: 'termin-einreichen',
        question: 'Wie schlage ich der Redaktion einen Termin vor?',
        answer: (
          <p>
            Über „Termin einreichen“ im Benutzermenü oder direkt unter{' '}
            <Link to="/submit">Termin einreichen</Link>. Dort steht, wie Ihr Termin mit Datum,
            Uhrzeit, Ort und Beschreibung zu unserer Terminplanung kommt.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Konto und Datenschutz',
    entries: [
      {
        id: 'datenschutz',
        question: 'Welche Daten speichert die Agenda, und wo?',
        answer: (
          <>
            <p>
              In Ihrem Konto: Name, E-Mail-Adresse, Branche, Ihren Zugang, die gewählte Darstellung,
              gespeicherte Suchen, Favoriten und Ordner. Auf Ihrem Gerät: Ihre Anmeldung,
              Einstellungen und Filter sowie zuletzt geladene Termine, damit die Agenda auch ohne
              Verbindung funktioniert. Beim Abmelden werden die Anmeldung und die
              zwischengespeicherten Termine und Bilder vom Gerät entfernt.
            </p>
            <p>
              Werbe- oder Analyse-Cookies verwenden wir nicht. Alles Weitere steht in der{' '}
              <Link to="/privacy">Datenschutzerklärung</Link>.
            </p>
          </>
        ),
      },
      {
        id: 'kein-zugang',
        question: 'Ich sehe „Kein Zugriff“ – was nun?',
        answer: (
          <p>
            Die Agenda ist Teil von Agenda Plus. Ist Ihr Konto nicht freigeschaltet oder derzeit
            nicht aktiv, zeigt sie eine Seite mit dem Grund. Unser Kundenservice klärt den Zugang
            mit Ihnen: <Link to="/help/support">Support kontaktieren</Link>.
          </p>
        ),
      },
    ],
  },
]
