// Mounted once in the shell: shows the sign-out dialog while a sign-out asks about unsent
// changes. The dialog's code (and react-aria's) loads only then.
import { useAtomValue } from 'jotai'
import { onDemand } from '@/lib/react/on-demand'
import { signOutQuestionAtom } from './sign-out'

const signOutDialog = onDemand(() => import('./sign-out-dialog'))

export function SignOutQuestion() {
  const question = useAtomValue(signOutQuestionAtom)
  return question ? <signOutDialog.Component question={question} /> : null
}
