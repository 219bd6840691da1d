import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';

/** Spec §8: a page with no data says so. */
export const NO_DATA_FOUND = 'No data found';

const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

/** What went wrong and what to do about it. */
export function loadErrorAdvice(error: unknown): string {
  if (!(error instanceof ApiError) || error.isNetworkError) {
    return "It looks like the connection dropped. Check that you're online, then tap Try again.";
  }
  return `${sentence(errorMessage(error))} Tap Try again, or come back in a moment.`;
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

type LoadErrorProps = { what: string; error: unknown; onRetry: () => void; retrying?: boolean };

export function LoadError({ what, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="billing-error" role="alert">
      <p className="billing-error__title">We couldn&apos;t load {what}.</p>
      <p className="billing-error__detail">{loadErrorAdvice(error)}</p>
      <Button variant="secondary" onClick={onRetry} loading={retrying} loadingLabel="Trying again…">
        Try again
      </Button>
    </div>
  );
}

/** 404 and empty answers: 'No data found', and a way on. */
export function NoDataFound({ children }: { children?: ReactNode }) {
  return (
    <div className="billing-empty" role="status">
      <p className="billing-empty__title">{NO_DATA_FOUND}</p>
      {children ?? (
        <p>
          It may belong to another account, or the link may be old. Your orders and subscriptions are on{' '}
          <Link to={paths.dashboard.getHref()}>your dashboard</Link>.
        </p>
      )}
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="billing-empty">
      <p className="billing-empty__title">{title}</p>
      {children}
    </div>
  );
}

/** A calm placeholder of the shape that is loading. */
export function Skeleton({ label, lines = 3, variant = 'lines' }: { label: string; lines?: number; variant?: 'lines' | 'rows' | 'tiles' }) {
  return (
    <div className={`billing-skeleton billing-skeleton--${variant}`} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="billing-skeleton__bar" aria-hidden="true" />
      ))}
    </div>
  );
}
