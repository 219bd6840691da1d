import { Trans } from '@lingui/react/macro';
import { setQuickExit, useQuickExitOn } from '@/lib/quick-exit/quick-exit-setting';
import './quick-exit-switch.css';

/**
 * The quick exit on or off for this device (docs/decisions/023-quick-exit.md): a native checkbox with the
 * switch role, so Space turns it and screen readers say 'on' or 'off'. `describedBy`: the sentence that
 * says what it does.
 */
export function QuickExitSwitch({ describedBy }: { describedBy?: string }) {
  const on = useQuickExitOn();
  return (
    <label className="quick-exit-switch">
      <input
        type="checkbox"
        role="switch"
        className="quick-exit-switch__input"
        checked={on}
        aria-describedby={describedBy}
        onChange={(event) => setQuickExit(event.target.checked)}
      />
      <span className="quick-exit-switch__track" aria-hidden="true" />
      <span className="quick-exit-switch__label">
        <Trans comment="switch: an Exit button and a key shortcut that leave the app at once for a neutral website">Quick exit</Trans>
      </span>
    </label>
  );
}
