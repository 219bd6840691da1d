import { Trans, useLingui } from '@lingui/react/macro';
import type { SafetyPlanSections } from '@steady/contracts';
import { useState } from 'react';
import { canShareFile, downloadFile, planFile } from '../utils/plan-file';

/** Print, save as a file, and share the file where the browser can (Web Share API). */
export function PlanActions({ sections }: { sections: SafetyPlanSections }) {
  const { t } = useLingui();
  const [shareFailed, setShareFailed] = useState(false);
  const [canShare] = useState(() => canShareFile(planFile(sections)));

  const share = async () => {
    setShareFailed(false);
    const file = planFile(sections);
    try {
      await navigator.share({ files: [file], title: t`My safety plan` });
    } catch (error) {
      // Closing the share sheet is not an error.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setShareFailed(true);
    }
  };

  return (
    <section className="plan-actions" aria-labelledby="plan-actions-title">
      <h2 id="plan-actions-title">
        <Trans>Keep a copy</Trans>
      </h2>
      <p className="plan-step__hint">
        <Trans>Print your plan, or save it as a file to keep on your phone or give to someone you trust.</Trans>
      </p>
      <div className="plan-actions__buttons">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          <span>
            <Trans comment="Button: print the safety plan">Print</Trans>
          </span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => downloadFile(planFile(sections))}>
          <span>
            <Trans>Save as a file</Trans>
          </span>
        </button>
        {canShare ? (
          <button type="button" className="btn btn--secondary" onClick={() => void share()}>
            <span>
              <Trans comment="Button: share the safety plan as a file (the phone's share sheet)">Share</Trans>
            </span>
          </button>
        ) : null}
      </div>
      {shareFailed ? (
        <p className="field__error" role="alert">
          <Trans>Sharing did not work here. You can save the plan as a file instead.</Trans>
        </p>
      ) : null}
    </section>
  );
}
