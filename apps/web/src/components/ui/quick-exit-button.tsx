import { Trans } from '@lingui/react/macro';
import { env } from '@/config/env';
import { leaveFor } from '@/lib/quick-exit/page-cover';
import { useQuickExitOn } from '@/lib/quick-exit/quick-exit-setting';

/**
 * The quick exit's button (docs/decisions/023-quick-exit.md): beside SOS in the header and in every
 * popup, only where the person turned the quick exit on. One tap covers the page and leaves for the
 * neutral site. Its words name no feeling and no help: whoever glances at the screen reads 'Exit'.
 */
export function QuickExitButton() {
  const on = useQuickExitOn();
  if (!on) return null;
  return (
    <button type="button" className="quick-exit-button" onClick={() => leaveFor(env.QUICK_EXIT_URL)}>
      <Trans comment="button: leaves the app at once for a neutral website (a weather page)">Exit</Trans>
    </button>
  );
}
