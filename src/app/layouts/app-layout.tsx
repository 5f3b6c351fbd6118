// The three layouts (docs/product.md#layouts), swapped by the shell after every navigation. They
// share the frame (skip link, header, footer, message bar, cookie panel); each holds pages its way.
import type { ReactNode } from 'react'
import { useAtomValue } from 'jotai'
import { whenFirstScreenSettled } from '@/lib/query/first-screen-settled'
import { onDemand } from '@/lib/react/on-demand'
import { layoutPreferencesAtom } from '@/stores/layout-preferences'
import type { LayoutName } from '../route-table'
import { LayoutFrame } from './layout-frame'
import './layouts.css'

// Loaded once the first screen is quiet: the drag-and-drop list and the overlays would otherwise
// compete with the agenda itself. Its place is held meanwhile so the feed does not jump.
const savedSearchesNav = onDemand(
  async () => {
    await whenFirstScreenSettled()
    return import('@/features/saved-searches/saved-searches-nav')
  },
  <div className="saved-searches-placeholder" aria-hidden="true" />,
)

function ClassicLayout({ children }: { children: ReactNode }) {
  // The column's width follows its folded state, so its placeholder already has the right one.
  const { savedSearchesCollapsed } = useAtomValue(layoutPreferencesAtom)
  return (
    <LayoutFrame name="classic" navCollapsed={savedSearchesCollapsed}>
      <savedSearchesNav.Component />
      <div className="classic-layout__content">{children}</div>
    </LayoutFrame>
  )
}

function CondensedLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="condensed">
      <div className="condensed-layout__sheet">{children}</div>
    </LayoutFrame>
  )
}

function ZenLayout({ children }: { children: ReactNode }) {
  return (
    <LayoutFrame name="zen">
      <div className="zen-layout__column">{children}</div>
    </LayoutFrame>
  )
}

const layouts = { classic: ClassicLayout, condensed: CondensedLayout, zen: ZenLayout }

export function AppLayout({ layout, children }: { layout: LayoutName; children: ReactNode }) {
  const Layout = layouts[layout]
  return <Layout>{children}</Layout>
}
