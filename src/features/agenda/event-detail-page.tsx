// Placeholder for the event detail page (route eventDetail / zenEventDetail); the agenda feature
// replaces it.
import { useParams } from 'react-router-dom'

export default function EventDetailPage() {
  const { eventID } = useParams()
  return (
    <section aria-label="Termindetails">
      <h2>Termin {eventID}</h2>
    </section>
  )
}
