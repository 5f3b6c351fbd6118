// A read that failed: its German message, announced, and „Erneut versuchen“.
import { Button } from './button'
import './load-failure.css'

export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-failure">
      <p className="form-error" role="alert">
        {message}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Erneut versuchen
      </Button>
    </div>
  )
}
