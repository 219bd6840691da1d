import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';

export { LoadError } from '@/components/ui/load-error';

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** 404 and empty answers: 'No data found' (spec §8: a page with no data says so), and a way on. */
export function NoDataFound({ children }: { children?: ReactNode }) {
  return (
    <div className="billing-empty" role="status">
      <p className="billing-empty__title">
        <Trans>No data found</Trans>
      </p>
      {children ?? (
        <p>
          <Trans>
            It may belong to another account, or the link may be old. Your orders and subscriptions are on{' '}
            <Link to={paths.dashboard.getHref()}>your dashboard</Link>.
          </Trans>
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

/** A calm placeholder of the shape that is loading; `label` (translated) tells screen readers what. */
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
