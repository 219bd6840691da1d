import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { env } from '@/config/env';
import { leaveFor } from '@/lib/quick-exit/page-cover';
import { useQuickExitOn } from '@/lib/quick-exit/quick-exit-setting';
import { createShiftPresses } from '@/lib/quick-exit/shift-presses';

/**
 * Shift three times leaves (lib/quick-exit/shift-presses), from any screen, popups included: the listener
 * sits on the window in the capture phase, before anything on the page can stop the key. Each press is
 * announced ('Shift, press 2 more times to exit'). With the quick exit off there is no listener at all.
 */
export function QuickExitKeys() {
  const { t } = useLingui();
  const on = useQuickExitOn();
  const [said, setSaid] = useState('');

  useEffect(() => {
    if (!on) return;
    const presses = createShiftPresses();
    const onKey = (event: KeyboardEvent) => {
      const left = presses(event, Date.now());
      if (left === null) return;
      if (left === 0) return leaveFor(env.QUICK_EXIT_URL);
      if (left === 'reset') return setSaid('');
      const text = t({
        message: plural(left, { one: 'Shift, press # more time to exit.', other: 'Shift, press # more times to exit.' }),
        comment: 'announced to screen readers while the Shift key is pressed three times to leave the app',
      });
      // The same words twice in a row would not be read again: make them differ by a space no one hears.
      setSaid((previous) => (previous === text ? `${text}\u00a0` : text));
    };
    window.addEventListener('keydown', onKey, true);
    window.addEventListener('keyup', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      window.removeEventListener('keyup', onKey, true);
    };
  }, [on, t]);

  if (!on) return null;
  // aria-live, not only role="status": an open popup hides the rest of the page from screen readers, but
  // never a live region (Radix, through aria-hidden's hideOthers), so the count is heard in popups too.
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {said}
    </p>
  );
}
