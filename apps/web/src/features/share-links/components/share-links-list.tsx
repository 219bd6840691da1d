import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ShareLink } from '@steady/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/modal-dialog';
import { Button } from '@/components/ui/button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatCalendarDay, formatDateTime } from '@/lib/format-date';
import { useRevokeShareLink, useShareLinks } from '../api/share-links';
import { SHARE_PART_ORDER, SHARE_PART_WORDS } from '../utils/part-words';
import '../share-links.css';

/** The person's links: what each shows, until when, whether it still works, and every time it was opened. */
export function ShareLinksList() {
  const { t } = useLingui();
  const links = useShareLinks();
  const [ending, setEnding] = useState<ShareLink | null>(null);
  const revoke = useRevokeShareLink();

  if (links.isPending) {
    return (
      <p className="muted" role="status">
        <Spinner /> <Trans>Loading your links…</Trans>
      </p>
    );
  }
  if (links.isError) {
    return <LoadError title={t`We couldn't load your links.`} error={links.error} onRetry={() => void links.refetch()} retrying={links.isFetching} />;
  }
  if (links.data.length === 0) return null;
  return (
    <section className="share-links" aria-labelledby="share-links-title">
      <h2 id="share-links-title">
        <Trans>Links you have shared</Trans>
      </h2>
      <ul className="share-links__list">
        {links.data.map((link) => (
          <ShareLinkItem key={link.id} link={link} onEnd={() => setEnding(link)} />
        ))}
      </ul>
      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) {
            setEnding(null);
            revoke.reset();
          }
        }}
        title={t`End this link?`}
        question={t`Whoever has it will no longer be able to open your summary. This cannot be undone, but you can make a new link.`}
        confirmLabel={t({ message: 'End link', comment: 'button: revokes a shared link' })}
        busy={revoke.isPending}
        busyLabel={t`Ending…`}
        error={revoke.isError ? errorMessage(revoke.error) : null}
        onConfirm={() => {
          if (ending) revoke.mutate(ending.id, { onSuccess: () => setEnding(null) });
        }}
      />
    </section>
  );
}

function ShareLinkItem({ link, onEnd }: { link: ShareLink; onEnd: () => void }) {
  const { i18n } = useLingui();
  const fromDay = formatCalendarDay(link.from);
  const toDay = formatCalendarDay(link.to);
  const parts = SHARE_PART_ORDER.filter((p) => link.include.includes(p))
    .map((p) => i18n._(SHARE_PART_WORDS[p]))
    .join(', ');
  const ends = formatDateTime(link.expiresAt);
  const revoked = link.revokedAt ? formatDateTime(link.revokedAt) : '';
  const opened = link.openings.length;
  return (
    <li className={`share-link share-link--${link.state}`}>
      <p className="share-link__range">
        <strong>
          <Trans comment="a shared link's days, e.g. 2 Nov 2026 to 28 Nov 2026">
            {fromDay} to {toDay}
          </Trans>
        </strong>{' '}
        <span className="share-link__state">
          {link.state === 'active' ? (
            <Trans comment="state of a shared link">Active</Trans>
          ) : link.state === 'revoked' ? (
            <Trans comment="state of a shared link">Ended by you</Trans>
          ) : (
            <Trans comment="state of a shared link: its time ran out">Ended</Trans>
          )}
        </span>
      </p>
      <p className="share-link__detail">
        <Trans comment="parts: a list such as Diary card, Safety plan">Includes: {parts}</Trans>
        {link.hasPasscode ? (
          <>
            {' · '}
            <Trans>With a passcode</Trans>
          </>
        ) : null}
      </p>
      <p className="share-link__detail">
        {link.state === 'revoked' ? (
          <Trans comment="revoked: a date and time">Ended on {revoked}</Trans>
        ) : link.state === 'ended' ? (
          <Trans comment="ends: a date and time">Ended on {ends}</Trans>
        ) : (
          <Trans comment="ends: a date and time">Works until {ends}</Trans>
        )}
      </p>
      {link.openings.length === 0 ? (
        <p className="share-link__detail muted">
          <Trans>Not opened yet</Trans>
        </p>
      ) : (
        <details className="share-link__openings">
          <summary>
            <Plural value={opened} one="Opened # time" other="Opened # times" />
          </summary>
          <ul>
            {link.openings.map((at) => (
              <li key={at}>
                <time dateTime={at}>{formatDateTime(at)}</time>
              </li>
            ))}
          </ul>
        </details>
      )}
      {link.state === 'active' ? (
        <Button variant="secondary" className="share-link__end" onClick={onEnd}>
          <Trans comment="button: revokes a shared link">End link</Trans>
        </Button>
      ) : null}
    </li>
  );
}
