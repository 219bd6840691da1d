import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LOCK_DELAYS, type LockDelay } from '@/lib/device-lock/lock-record';

/** How long out of sight before the app locks itself. */
export function DelayChoice({ value, onChange }: { value: LockDelay; onChange: (delay: LockDelay) => void }) {
  const { t } = useLingui();
  const name = useId();
  const labels: Record<LockDelay, string> = { 1: t`1 minute`, 5: t`5 minutes`, 15: t`15 minutes` };
  return (
    <fieldset className="lock-settings__delays">
      <legend>
        <Trans>Lock when Steady has been out of sight for</Trans>
      </legend>
      {LOCK_DELAYS.map((delay) => (
        <label key={delay} className="lock-settings__choice">
          <input type="radio" name={name} value={delay} checked={value === delay} onChange={() => onChange(delay)} />
          {labels[delay]}
        </label>
      ))}
    </fieldset>
  );
}

/** Whether the safety plan opens from the lock screen, and what that costs. */
export function PlanChoice({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  return (
    <div className="lock-settings__plan">
      <label className="lock-settings__choice">
        <input type="checkbox" checked={checked} aria-describedby={hintId} onChange={(event) => onChange(event.target.checked)} />
        <Trans>My safety plan opens from the lock screen</Trans>
      </label>
      <p id={hintId} className="field__hint">
        <Trans>Then a copy of your plan stays readable on this device, for anyone holding it.</Trans>
      </p>
    </div>
  );
}
