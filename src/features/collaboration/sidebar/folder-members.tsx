// A folder's members, under its entries in the sidebar (docs/product.md#folders). Owners invite
// colleagues of their organisation by e-mail, change roles and remove members; everyone can leave.
// Every change goes through the outbox; the service decides, and a refusal is said in the
// message bar.
import { useState, type FormEvent } from 'react'
import type { ApolloClient } from '@apollo/client'
import { Input, Label, TextField } from 'react-aria-components'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import {
  ChangeMemberRoleText,
  InviteColleagueText,
  LeaveFolderText,
  RemoveMemberText,
} from '../api/generated/operation-texts'
import { useFolderWrite } from '../api/use-folder-write'
import { ROLE_LABELS, type FolderRole, type FolderSummaryView } from '../folder-view'

const ROLES: readonly FolderRole[] = ['OWNER', 'EDITOR', 'READER']

interface FolderMembersProps {
  client: ApolloClient
  folder: FolderSummaryView
  myId: string
  /** After leaving, the sidebar goes back to the list of folders. */
  onLeft: () => void
}

function RoleSelect({
  value,
  label,
  onChange,
}: {
  value: FolderRole
  label: string
  onChange: (role: FolderRole) => void
}) {
  return (
    <select
      className="collab-role"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as FolderRole)}
    >
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {ROLE_LABELS[role]}
        </option>
      ))}
    </select>
  )
}

function InviteForm({ client, folderId }: { client: ApolloClient; folderId: string }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<FolderRole>('EDITOR')
  const write = useFolderWrite(client)
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const address = email.trim()
    const outcome = await write.run(
      InviteColleagueText,
      { folderId, email: address, role },
      `${address} einladen`,
    )
    if (outcome.status !== 'dropped') setEmail('')
  }
  return (
    <form className="collab-invite" onSubmit={(event) => void submit(event)}>
      <TextField className="form-field" type="email" value={email} onChange={setEmail} isRequired>
        <Label>Kollegin oder Kollegen einladen</Label>
        <Input placeholder="E-Mail-Adresse" autoComplete="off" />
      </TextField>
      <RoleSelect value={role} label="Rolle der Eingeladenen" onChange={setRole} />
      <Button type="submit" variant="secondary" disabled={write.busy || email.trim() === ''}>
        Einladen
      </Button>
    </form>
  )
}

export function FolderMembers({ client, folder, myId, onLeft }: FolderMembersProps) {
  const owner = folder.myRole === 'OWNER'
  const write = useFolderWrite(client)
  const folderId = folder.id

  return (
    <section className="collab-members" aria-label="Mitglieder">
      <h3>Mitglieder</h3>
      <ul>
        {folder.members.map(({ colleague, role }) => (
          <li key={colleague.id} className="collab-member">
            <span className="collab-member__name">
              {colleague.name}
              {colleague.id === myId && ' (Sie)'}
              {colleague.email && <small>{colleague.email}</small>}
            </span>
            {owner && colleague.id !== myId ? (
              <>
                <RoleSelect
                  value={role}
                  label={`Rolle von ${colleague.name}`}
                  onChange={(next) =>
                    void write.run(
                      ChangeMemberRoleText,
                      { folderId, colleagueId: colleague.id, role: next },
                      `Rolle von ${colleague.name} ändern`,
                    )
                  }
                />
                <button
                  type="button"
                  className="collab-icon-button"
                  aria-label={`${colleague.name} aus dem Ordner entfernen`}
                  onClick={() =>
                    void write.run(
                      RemoveMemberText,
                      { folderId, colleagueId: colleague.id },
                      `${colleague.name} aus dem Ordner entfernen`,
                    )
                  }
                >
                  <Icon name="close" size="small" />
                </button>
              </>
            ) : (
              <span className="collab-member__role">{ROLE_LABELS[role]}</span>
            )}
          </li>
        ))}
      </ul>
      {owner && <InviteForm client={client} folderId={folderId} />}
      <Button
        variant="quiet"
        disabled={write.busy}
        onClick={() =>
          void write
            .run(LeaveFolderText, { folderId }, `Ordner „${folder.name}“ verlassen`)
            .then((outcome) => outcome.status !== 'dropped' && onLeft())
        }
      >
        Ordner verlassen
      </Button>
    </section>
  )
}
