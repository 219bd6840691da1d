import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import './load-error.css';

type LoadErrorProps = {
  /** What could not be loaded, e.g. "the skills". */
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying?: boolean;
};

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What went wrong and what to do about it, in plain words. */
export function loadErrorAdvice(error: unknown): string {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return "It looks like the connection dropped. Check that you're online, then tap Try again.";
  }
  // A query that met an outage is asked again by itself (lib/react-query), so this is a promise kept.
  if (error.isServiceUnavailable) return 'We are having trouble reaching our service. We will keep trying, or you can tap Try again.';
  return `${sentence(errorMessage(error))} Tap Try again, or come back in a moment.`;
}

/** A load failure that says what happened and what to do next, with a retry button. */
export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="load-error" role="alert">
      <p className="load-error__title">We couldn&apos;t load {what}.</p>
      <p className="load-error__detail">{loadErrorAdvice(error)}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Trying again…">
        Try again
      </Button>
    </div>
  );
}
