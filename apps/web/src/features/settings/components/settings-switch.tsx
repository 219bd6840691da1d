import type { ReactNode } from 'react';
import './quick-exit-switch.css';

type SettingsSwitchProps = {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The sentence (or sentences) that say what it does. */
  describedBy?: string | undefined;
  disabled?: boolean;
  children: ReactNode;
};

/**
 * An on/off choice in Settings: a native checkbox with the switch role, so Space turns it and screen
 * readers say 'on' or 'off', drawn as a track beside its label.
 */
export function SettingsSwitch({ checked, onChange, describedBy, disabled, children }: SettingsSwitchProps) {
  return (
    <label className="quick-exit-switch">
      <input
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
