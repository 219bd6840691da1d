import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { uncover, useCover, watchForReturn } from '@/lib/quick-exit/page-cover';

/**
 * The plain page over Steady after a quick exit (lib/quick-exit/page-cover): blank while the neutral site
 * loads, and a lone Continue when this tab comes back to Steady (Back, the back-forward cache). Nothing
 * on it names Steady or what the person was doing; the tab's title is neutral too.
 */
export function QuickExitCover() {
  const { t } = useLingui();
  const cover = useCover();
  const continueButton = useRef<HTMLButtonElement>(null);

  useEffect(() => watchForReturn(), []);
  useEffect(() => {
    if (cover === 'back') continueButton.current?.focus();
  }, [cover]);

  if (!cover) return null;
  return (
    <>
      <title>{t({ message: 'Continue', comment: "the tab's title while the page is covered after a quick exit: names nothing" })}</title>
      {createPortal(
        <div className="page-cover">
          {cover === 'leaving' ? (
            <p role="alert">
              <Trans comment="shown for a moment on a blank page after the quick exit, while the neutral website loads">Loading…</Trans>
            </p>
          ) : (
            <button
              ref={continueButton}
              type="button"
              className="page-cover__continue"
              onClick={() => {
                uncover();
                document.getElementById('main')?.focus();
              }}
            >
              <Trans comment="the one button on the blank page shown when someone comes back after a quick exit">Continue</Trans>
            </button>
          )}
        </div>,
        document.body,
      )}
    </>
  );
}
