// The session's socket and the light client over it, loaded once the first screen has settled
// (collaboration-session.ts); Apollo joins the same socket when it is wanted.
import { collaborationEndpoint, createCollaborationSocket } from './collaboration-socket'
import type { CollaborationSocketOptions } from './collaboration-socket'
import { createLiveCollaboration } from './live-collaboration'

export function startLiveCollaboration(
  options: Pick<CollaborationSocketOptions, 'getTicket' | 'onSessionRefused'>,
) {
  const socket = createCollaborationSocket({ ...options, url: collaborationEndpoint('ws') })
  return {
    socket,
    live: createLiveCollaboration(socket, options),
    dispose: () => void socket.dispose(),
  }
}
