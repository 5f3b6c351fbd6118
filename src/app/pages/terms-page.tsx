// /terms: the terms of use, open to anyone.
import { TermsText } from './terms-text'
import './page.css'

export default function TermsPage() {
  return (
    <article className="page">
      <h1>Nutzungsbedingungen</h1>
      <TermsText />
    </article>
  )
}
