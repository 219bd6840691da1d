import type { ReactNode } from 'react';
import './quick-exit-switch.css';

type SettingsSwitchProps = {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The sentence (or sentences) that say what it does. */
  describedBy?: string | undefined;
  disabled?: boolean;
  /** Marks a prerendered switch whose tap before the page's code runs is kept (lib/early-tap). */
  earlyTap?: string | undefined;
  children: ReactNode;
};

/**
 * An on/off choice in Settings: a native checkbox with the switch role, so Space turns it and screen
 * readers say 'on' or 'off', drawn as a track beside its label.
 */
export function SettingsSwitch({ checked, onChange, describedBy, disabled, earlyTap, children }: SettingsSwitchProps) {
  return (
    <label className="quick-exit-switch">
      <input
        data-early-tap={earlyTap}
        type="checkbox"
        role="switch"
        className="quick-exit-switch__input"
        checked={checked}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="quick-exit-switch__track" aria-hidden="true" />
      <span className="quick-exit-switch__label">{children}</span>
    </label>
  );
}
