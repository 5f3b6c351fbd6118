// What every layout shares: skip link, header, main landmark, footer, message bar, cookie panel.
import type { ReactNode } from 'react'
import { AppHeader } from '../header/app-header'
import { CookieConsentPanel } from '../shell/cookie-consent-panel'
import { MessageBar } from '../shell/message-bar'
import { PresentationPrompts } from '@/features/presentation/presentation-prompts'
import { SiteFooter } from './site-footer'
import type { LayoutName } from '../route-table'

export function LayoutFrame({ name, children }: { name: LayoutName; children: ReactNode }) {
  return (
    <div className={`layout layout--${name}`} data-layout={name}>
      <a className="skip-link" href="#main">
        Zum Inhalt springen
      </a>
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
