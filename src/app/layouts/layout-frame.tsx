// What every layout shares: skip links, header, main landmark, footer, message bar, cookie panel.
import type { ReactNode } from 'react'
import { AppHeader } from '../header/app-header'
import { CookieConsentPanel } from '../shell/cookie-consent-panel'
import { MessageBar } from '../shell/message-bar'
import { PresentationPrompts } from '@/features/presentation/presentation-prompts'
import { SiteFooter } from './site-footer'
import { SkipLinks, useAgendaShortcuts } from './skip-links'
import type { LayoutName } from '../route-table'

interface LayoutFrameProps {
  name: LayoutName
  /** Classic only: the saved-searches column is folded away. */
  navCollapsed?: boolean
  children: ReactNode
}

export function LayoutFrame({ name, navCollapsed = false, children }: LayoutFrameProps) {
  useAgendaShortcuts()
  return (
    <div
      className={`layout layout--${name} ${navCollapsed ? 'layout--nav-collapsed' : ''}`}
      data-layout={name}
    >
      <SkipLinks agenda={name !== 'condensed'} />
      <AppHeader />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
      <MessageBar />
      <CookieConsentPanel />
      <PresentationPrompts />
    </div>
  )
}
