// Placeholder for the zen feed (route zenFeed); the agenda feature replaces it. The detail route
// renders into the Outlet.
import { Outlet } from 'react-router-dom'

export default function ZenFeedPage() {
  return (
    <>
      <h1>Termine</h1>
      <Outlet />
    </>
  )
}
