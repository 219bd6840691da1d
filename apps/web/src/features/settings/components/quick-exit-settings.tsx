import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { NeutralFaceSettings } from './neutral-face-settings';
import { QuickExitSwitch } from './quick-exit-switch';

/** Settings › Quick exit: off unless turned on here or on the first screen; kept on this device. */
export function QuickExitSettings() {
  const titleId = useId();
  const whatId = useId();
  return (
    <section className="settings-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-card__title">
        <Trans comment="settings section: the quick exit, for when someone else might see the screen">Privacy on this device</Trans>
      </h2>
      <p id={whatId}>
        <Trans>
          If someone might see your screen: an Exit button beside SOS, or Shift pressed three times, swaps Steady at once for a neutral website, and going back
          shows a blank page.
        </Trans>
      </p>
      <QuickExitSwitch describedBy={whatId} />
      <p className="muted">
        <Trans>Kept on this device. Your browser's history still lists Steady; a private window keeps none.</Trans>
      </p>
      <NeutralFaceSettings />
    </section>
  );
}
