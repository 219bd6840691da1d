import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { WorksOfflinePanel } from './works-offline-panel';
import './load-error.css';

type LoadErrorProps = {
  /** One whole sentence saying what could not be loaded, e.g. "We couldn't load the skills." (in the person's language). */
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

const sentence = (text: string) => (/[.!?؟。]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What went wrong and what to do about it, in plain words (in the active language: call it while rendering). */
export function loadErrorAdvice(error: unknown): string {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return t({
      message: "It looks like the connection dropped. Check that you're online, then tap Try again.",
      comment: "'Try again' is the button's label",
    });
  }
  // A query that met an outage is asked again by itself (lib/react-query), so this is a promise kept.
  if (error.isServiceUnavailable) {
    return t({
      message: 'We are having trouble reaching our service. We will keep trying, or you can tap Try again.',
      comment: "'Try again' is the button's label",
    });
  }
  const problem = sentence(errorMessage(error));
  return t({
    message: `${problem} Tap Try again, or come back in a moment.`,
    comment: "problem: what went wrong, one sentence; 'Try again' is the button's label",
  });
}

/**
 * A load failure that says what happened and what to do next, with a retry button; with no answer at all
 * (no connection, nothing kept on this device), the way to what works offline.
 */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  const { t: translate } = useLingui();
  if (error instanceof ApiError && error.isNetworkError) return <WorksOfflinePanel title={title} onRetry={onRetry} retrying={retrying} />;
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">{title}</p>
      <p className="load-error__detail">{loadErrorAdvice(error)}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel={translate`Trying again…`}>
        <Trans comment="button: load again what could not be loaded">Try again</Trans>
      </Button>
    </div>
  );
}
