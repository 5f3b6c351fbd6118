// What every layout shares: skip links, header, main landmark, footer, message bar, cookie panel.
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { collaborationStateAtom } from '@/features/collaboration/collaboration-state'
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { onDemand } from '@/lib/react/on-demand'
import { AppHeader } from '../header/app-header'
import { MessageBar } from '../shell/message-bar'
import { PresentationPrompts } from '@/features/presentation/presentation-prompts'
import { SiteFooter } from './site-footer'
import { SkipLinks, useAgendaShortcuts } from './skip-links'
import type { LayoutName } from '../route-table'

// The sidebar's and the modal's code load when they are first opened.
const collaborationSidebar = onDemand(
  () => import('@/features/collaboration/sidebar/collaboration-sidebar'),
)

const collaborationModal = onDemand(
  () => import('@/features/collaboration/folder-modal/collaboration-modal-host'),
)

// The cookie panel (it opens 1500 ms after its flag anyway), the analytics and the error reports
// wait for the first screen to settle.
const afterStart = onDemand(async () => {
  await whenFirstScreenSettled()
  return import('../shell/after-start')
})

interface LayoutFrameProps {
  name: LayoutName
  /** Classic only: the saved-searches column is folded away. */
  navCollapsed?: boolean
  children: ReactNode
}

export function LayoutFrame({ name, navCollapsed = false, children }: LayoutFrameProps) {
  useAgendaShortcuts()
  const { sidebarOpen, modalOpen } = useAtomValue(collaborationStateAtom)
  const modifiers = [navCollapsed && 'layout--nav-collapsed', sidebarOpen && 'layout--collab-open']
  return (
    <div
      className={['layout', `layout--${name}`, ...modifiers].filter(Boolean).join(' ')}
      data-layout={name}
    >
      <SkipLinks agenda={name !== 'condensed'} />
      <AppHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {sidebarOpen && <collaborationSidebar.Component />}
      {modalOpen && <collaborationModal.Component />}
      <SiteFooter />
      <MessageBar />
      <PresentationPrompts />
      <afterStart.Component />
    </div>
  )
}
