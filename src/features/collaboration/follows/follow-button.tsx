// „Termin folgen“ beside an entry's detail (docs/product.md#following-an-entry): a toggle button
// that asks the service whether I follow the entry and changes it through the outbox, so a follow
// set offline is sent once the app is back online. The notices themselves come from the server.
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useCollaborationClient } from '@/lib/apollo/collaboration-session'
import { showMessage } from '@/stores/message-bar'
import { MyFollowsDocument, type MyFollowsQuery } from '../api/generated/operations'
import { FollowEventText, UnfollowEventText } from '../api/generated/operation-texts'
import { sendCollaborationWrite } from '../api/send-collaboration-write'
import './follow-button.css'

type Follows = MyFollowsQuery['myFollows']

const isFollowing = (follows: Follows, eventId: string) =>
  follows.some((follow) => follow.eventId === eventId)

/** Whether I follow the entry: the service's answer, else the stored one offline; null unknown. */
function useFollowing(eventId: string) {
  const client = useCollaborationClient()
  const [following, setFollowing] = useState<boolean | null>(null)
  useEffect(() => {
    if (!client) return
    let current = true
    client
      .query({ query: MyFollowsDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => data?.myFollows)
      .catch(() => client.readQuery({ query: MyFollowsDocument })?.myFollows)
      .then((follows) => current && setFollowing(follows ? isFollowing(follows, eventId) : null))
    return () => {
      current = false
    }
  }, [client, eventId])
  const remember = (follows: Follows) => {
    client?.writeQuery({ query: MyFollowsDocument, data: { myFollows: follows } })
    setFollowing(isFollowing(follows, eventId))
  }
  return { following, setFollowing, remember }
}

const FOLLOW_HINT = 'Sie erfahren es, wenn sich Zeit, Ort oder Status dieses Termins ändern.'

export default function FollowButton({ eventId }: { eventId: string }) {
  const { following, setFollowing, remember } = useFollowing(eventId)
  const [busy, setBusy] = useState(false)

  const toggle = async () => {
    const next = !following
    setFollowing(next)
    setBusy(true)
    try {
      const outcome = await (next
        ? sendCollaborationWrite(FollowEventText, { eventId }, 'Termin folgen')
        : sendCollaborationWrite(UnfollowEventText, { eventId }, 'Nicht mehr folgen'))
      if (outcome.status === 'dropped') setFollowing(!next)
      if (outcome.status !== 'sent') return
      const data = (outcome.body as { data?: Record<string, Follows | undefined> }).data
      const follows = data?.followEvent ?? data?.unfollowEvent
      if (follows) remember(follows)
      showMessage({
        type: 'success',
        text: next
          ? `Sie folgen diesem Termin. ${FOLLOW_HINT}`
          : 'Sie folgen diesem Termin nicht mehr.',
      })
    } catch (error) {
      console.error('The follow could not be saved', error)
      setFollowing(!next)
      showMessage({ type: 'error', text: 'Das Folgen konnte nicht gespeichert werden.' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button
      variant="secondary"
      className="follow-button"
      aria-pressed={following === true}
      disabled={following === null || busy}
      title={following === null ? 'Wird geladen …' : FOLLOW_HINT}
      onClick={() => void toggle()}
    >
      {/* Drawn here, not in the shared icon set: that set is part of the first screen. */}
      <svg className="icon" viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path d="M18 16v-5a6 6 0 00-12 0v5l-2 2.5h16zM10 21h4" />
      </svg>
      {following ? 'Folge ich' : 'Termin folgen'}
    </Button>
  )
}
