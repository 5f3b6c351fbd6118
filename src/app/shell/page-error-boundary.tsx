// Catches what a page throws while rendering, above all a page whose code failed to load (lost
// connection, or a new version replaced the files): the layout stays and the reader is offered a
// reload instead of a blank window. Vite's loader has already fired the preload-error event
// (`vite:preloadError`) for a failed load (docs/architecture.md#start-up, docs/product.md#errors).
import { Component, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Icon } from '@/components/ui/icon'
import '../pages/page.css'

interface State {
  failed: boolean
}

interface Props {
  /** The address: another address gets a new try. Not a key, which would remount the feed under
   * an opening detail. */
  resetKey: string
  children: ReactNode
}

export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false })
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page could not be shown', error)
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children
    return (
      <article className="page page--narrow" role="alert">
        <div className="page__icon" aria-hidden="true">
          <Icon name="alert" size="large" />
        </div>
        <h1>Diese Seite konnte nicht geladen werden</h1>
        <p>
          Vielleicht ist die Verbindung unterbrochen, oder es gibt eine neue Version der Agenda.
        </p>
        <Button onClick={() => location.reload()}>Neu laden</Button>
      </article>
    )
  }
}
