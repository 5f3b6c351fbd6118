// /submit: where external organisers will submit events; until the form exists it says how to
// reach the planning desk.
import { Icon } from '@/components/ui/icon'
import './page.css'

const PLANNING_DESK = 'termine@agenda.test'

export default function SubmitPage() {
  return (
    <article className="page">
      <h1>Termin einreichen</h1>
      <p className="page__lead">
        Sie planen eine Veranstaltung – online, vor Ort oder hybrid – und möchten, dass unsere
        Redaktion davon erfährt? Das Formular für Einreichungen wird hier bereitstehen.
      </p>
      <p>
        Bis dahin schicken Sie Ihren Termin mit Datum, Uhrzeit, Ort und einer kurzen Beschreibung an
        unsere Terminplanung:
      </p>
      <p>
        <Icon name="mail" />{' '}
        <a href={`mailto:${PLANNING_DESK}?subject=Termin%20f%C3%BCr%20die%20Agenda`}>
          {PLANNING_DESK}
        </a>
      </p>
    </article>
  )
}
