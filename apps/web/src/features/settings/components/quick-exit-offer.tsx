import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { QuickExitSwitch } from './quick-exit-switch';

/** The quick exit offered on the first screens in one sentence (docs/decisions/023-quick-exit.md); Settings keeps it. */
export function QuickExitOffer({ className }: { className?: string }) {
  const whatId = useId();
  return (
    <div className={['quick-exit-offer', className].filter(Boolean).join(' ')}>
      <QuickExitSwitch describedBy={whatId} />
      <p id={whatId} className="muted">
        <Trans>If someone might see your screen, a quick exit swaps Steady for a neutral website with one tap or Shift pressed three times.</Trans>
      </p>
    </div>
  );
}
