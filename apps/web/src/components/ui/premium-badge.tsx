import { Trans } from '@lingui/react/macro';
import { LockIcon } from './state-icons';
import './premium-badge.css';

/**
 * The lock pill on a premium skill someone cannot open yet, the same wherever skills are listed.
 * Hidden from screen readers: the skill's link says it in words.
 */
export function PremiumBadge({ className }: { className?: string }) {
  return (
    <span className={className ? `premium-badge ${className}` : 'premium-badge'} aria-hidden="true">
      <LockIcon size={16} />
      <Trans comment="badge on a skill that needs a premium subscription">Premium</Trans>
    </span>
  );
}
