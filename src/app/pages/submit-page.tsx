// /submit: external organisers submit an event for the planning desk (issue 17).
import { useState } from 'react'
import { MySubmissions } from '@/features/submission/my-submissions'
import { SubmissionForm } from '@/features/submission/submission-form'
import './page.css'

export default function SubmitPage() {
  const [sentCount, setSentCount] = useState(0)
  return (
    <article className="page">
      <h1>Termin einreichen</h1>
      <p className="page__lead">
        Sie planen eine Veranstaltung – online, vor Ort oder hybrid – und möchten, dass unsere
        Redaktion davon erfährt? Die Redaktion prüft jede Einreichung, bevor sie in der Agenda
        erscheint.
      </p>
      <SubmissionForm onSent={() => setSentCount((count) => count + 1)} />
      <MySubmissions version={sentCount} />
    </article>
  )
}
