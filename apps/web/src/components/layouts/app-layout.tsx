import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ReadPlanToKeep } from '@/lib/kept-safety-plan';
import { useNavigation } from 'react-router';
import { AppHeader } from './app-header';
import { ConnectionBanner } from './connection-banner';
import { useFocusHeadingOnNavigation } from './route-focus';

const MAIN_ID = 'main';

/** The shell around every screen: skip link, header, the screen, and a quiet loading bar. */
export function AppLayout({ children, readPlanToKeep }: { children: ReactNode; readPlanToKeep: ReadPlanToKeep }) {
  const navigation = useNavigation();
  useFocusHeadingOnNavigation(MAIN_ID);
  const busy = navigation.state !== 'idle';
  return (
    <div className="app-shell">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        <Trans>Skip to content</Trans>
      </a>
      <div className={busy ? 'nav-progress nav-progress--active' : 'nav-progress'} aria-hidden="true" />
      <AppHeader readPlanToKeep={readPlanToKeep} />
      <ConnectionBanner />
      <main id={MAIN_ID} className="app-main" tabIndex={-1} aria-busy={busy || undefined}>
        {children}
      </main>
    </div>
  );
}
