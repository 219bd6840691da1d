import { Trans } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { takeEarlyTap } from '@/lib/early-tap';
import { setQuickExit } from '@/lib/quick-exit/quick-exit-setting';
import { useHydrated } from '@/lib/use-hydrated';
import { QuickExitSwitch } from './quick-exit-switch';

const EARLY_TAP = 'quick-exit-offer';

/** The quick exit offered on the first screens in one sentence (docs/decisions/023-quick-exit.md); Settings keeps it. */
export function QuickExitOffer({ className }: { className?: string }) {
  const whatId = useId();
  const hydrated = useHydrated();
  // The prerendered switch is always off (the setting lives on the device): a tap on it before the code
  // ran asked for the quick exit on. Hydration puts the box back as the code left it, so it cannot tell us.
  useEffect(() => {
    if (hydrated && takeEarlyTap(EARLY_TAP)) setQuickExit(true);
  }, [hydrated]);
  return (
    <div className={['quick-exit-offer', className].filter(Boolean).join(' ')}>
      <QuickExitSwitch describedBy={whatId} earlyTap={hydrated ? undefined : EARLY_TAP} />
      <p id={whatId} className="muted">
        <Trans>If someone might see your screen, a quick exit swaps Steady for a neutral website with one tap or Shift pressed three times.</Trans>
      </p>
    </div>
  );
}
