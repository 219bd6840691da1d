import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Copies the link and says so beside the button (a polite live region), so the person knows it worked
 * without a popup; where the clipboard is refused, it asks them to copy the address by hand.
 */
export function CopyLinkButton({ url }: { url: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), 4000);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <div className="share-copy">
      <Button onClick={() => void copy()}>{t({ message: 'Copy link', comment: 'button: copies the shared link' })}</Button>
      <p className="share-copy__status" aria-live="polite" role="status">
        {state === 'copied' ? t`Link copied` : state === 'failed' ? t`Your browser didn't let us copy. Select the link above and copy it yourself.` : ''}
      </p>
    </div>
  );
}
