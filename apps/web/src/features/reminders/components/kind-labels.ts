import { useLingui } from '@lingui/react/macro';
import type { ReminderKind } from '@steady/contracts';

/** What each kind of reminder is called in the person's language. */
export function useKindLabels(): Record<ReminderKind, string> {
  const { t } = useLingui();
  return {
    'check-in': t`Check in: how am I, 0 to 10`,
    diary: t`Fill in my diary`,
    'safety-plan': t`Look over my safety plan`,
  };
}
