import { Trans } from '@lingui/react/macro';
import { setQuickExit, useQuickExitOn } from '@/lib/quick-exit/quick-exit-setting';
import { SettingsSwitch } from './settings-switch';

/** The quick exit on or off for this device (docs/decisions/023-quick-exit.md). */
export function QuickExitSwitch({ describedBy, earlyTap }: { describedBy?: string; earlyTap?: string | undefined }) {
  const on = useQuickExitOn();
  return (
    <SettingsSwitch checked={on} onChange={setQuickExit} describedBy={describedBy} earlyTap={earlyTap}>
      <Trans comment="switch: an Exit button and a key shortcut that leave the app at once for a neutral website">Quick exit</Trans>
    </SettingsSwitch>
  );
}
