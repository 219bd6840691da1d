import type { SafetyPlanSections } from '@steady/contracts';
import { useState } from 'react';
import { canShareFile, downloadFile, planFile } from '../utils/plan-file';

/** Print, save as a file, and share the file where the browser can (Web Share API). */
export function PlanActions({ sections }: { sections: SafetyPlanSections }) {
  const [shareError, setShareError] = useState('');
  const [canShare] = useState(() => canShareFile(planFile(sections)));

  const share = async () => {
    setShareError('');
    const file = planFile(sections);
    try {
      await navigator.share({ files: [file], title: 'My safety plan' });
    } catch (error) {
      // Closing the share sheet is not an error.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setShareError('Sharing did not work here. You can save the plan as a file instead.');
    }
  };

  return (
    <section className="plan-actions" aria-labelledby="plan-actions-title">
      <h2 id="plan-actions-title">Keep a copy</h2>
      <p className="plan-step__hint">Print your plan, or save it as a file to keep on your phone or give to someone you trust.</p>
      <div className="plan-actions__buttons">
        <button type="button" className="btn btn--secondary" onClick={() => window.print()}>
          <span>Print</span>
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => downloadFile(planFile(sections))}>
          <span>Save as a file</span>
        </button>
        {canShare ? (
          <button type="button" className="btn btn--secondary" onClick={() => void share()}>
            <span>Share</span>
          </button>
        ) : null}
      </div>
      {shareError ? (
        <p className="field__error" role="alert">
          {shareError}
        </p>
      ) : null}
    </section>
  );
}
