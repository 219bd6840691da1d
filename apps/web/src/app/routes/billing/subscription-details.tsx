import { Trans, useLingui } from '@lingui/react/macro';
import { type Charge } from '@steady/contracts';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCancelSubscription, useResumeSubscription } from '@/features/billing/api/cancel-subscription';
import { useSubscription } from '@/features/billing/api/get-subscription';
import { ConfirmDialog } from '@/components/ui/modal-dialog';
import { EmptyState, isNotFound, LoadError, NoDataFound, Skeleton } from '@/features/billing/components/billing-states';
import { ChargesTable } from '@/features/billing/components/charges-table';
import { GoBackButton } from '@/features/billing/components/go-back-button';
import { ReceiptDialog } from '@/features/billing/components/receipt-dialog';
import { formatAmount, intervalLabel, subscriptionStatusLabel } from '@/features/billing/utils/format';
import { formatDate, formatDateTime } from '@/lib/format-date';
import '@/features/billing/billing.css';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

/**
 * /subscriptions/:id: the plan, status, dates, previous charges, and Cancel Subscription while active (spec §2/§4).
 * Cancelling ends it at the period end; until then 'Keep subscription' takes that back.
 */
export function SubscriptionDetailsRoute() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const subscription = useSubscription(id);
  const cancel = useCancelSubscription(id);
  const resume = useResumeSubscription(id);
  const [confirming, setConfirming] = useState(false);
  const [receipt, setReceipt] = useState<Charge | null>(null);
  const [justChanged, setJustChanged] = useState<'canceled' | 'kept' | null>(null);
  const canceledNote = useRef<HTMLParagraphElement>(null);
  const keptNote = useRef<HTMLParagraphElement>(null);
  // 'Keep subscription' is gone once it worked: focus moves to the note that says so.
  useEffect(() => {
    if (justChanged === 'kept') keptNote.current?.focus();
  }, [justChanged]);
  const backTo = `${paths.dashboard.getHref()}?tab=subscriptions`;

  let content;
  if (subscription.isPending) {
    content = <Skeleton label={t`Loading the subscription…`} lines={6} />;
  } else if (subscription.isError) {
    content = isNotFound(subscription.error) ? (
      <NoDataFound />
    ) : (
      <LoadError
        title={t`We couldn't load this subscription.`}
        error={subscription.error}
        onRetry={() => void subscription.refetch()}
        retrying={subscription.isFetching}
      />
    );
  } else {
    const s = subscription.data;
    const plan = s.plan;
    const charges = s.charges ?? [];
    const canceled = s.status === 'canceled';
    const ending = s.status === 'active' && s.cancelAtPeriodEnd;
    // Cancelled at the period end (issue 12.2): what was paid for stays until then.
    const until = formatDate(s.nextPaymentDate);
    content = (
      <>
        <dl className="details-list">
          <div>
            <dt>
              <Trans>Plan amount</Trans>
            </dt>
            <dd>{plan ? formatAmount(plan.amount, plan.currency) : '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans comment="subscription detail: the plan's name">Plan</Trans>
            </dt>
            <dd>{plan?.name ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans comment="subscription detail: how often it is billed, e.g. Monthly">Interval</Trans>
            </dt>
            <dd>{plan ? intervalLabel(plan.interval) : '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>
              <span className={`billing-status billing-status--${s.status}`} data-testid="subscription-status">
                {subscriptionStatusLabel(s)}
              </span>
            </dd>
          </div>
          <div>
            <dt>
              <Trans comment="subscription detail: when it started">Started</Trans>
            </dt>
            <dd>{formatDateTime(s.startDate)}</dd>
          </div>
          {canceled ? (
            <div>
              <dt>
                <Trans comment="subscription detail: when it was cancelled">Cancelled</Trans>
              </dt>
              <dd>{formatDateTime(s.canceledAt)}</dd>
            </div>
          ) : ending ? (
            <div>
              <dt>
                <Trans comment="subscription detail: the date premium ends after cancelling">Premium until</Trans>
              </dt>
              <dd>{formatDateTime(s.nextPaymentDate)}</dd>
            </div>
          ) : (
            <div>
              <dt>
                <Trans>Next payment</Trans>
              </dt>
              <dd>{formatDateTime(s.nextPaymentDate)}</dd>
            </div>
          )}
        </dl>

        <div aria-live="polite">
          {justChanged === 'canceled' && (canceled || ending) ? (
            <p className="alert billing-success" tabIndex={-1} ref={canceledNote}>
              {canceled ? (
                <Trans>Your subscription is cancelled. You won't be charged again.</Trans>
              ) : (
                <Trans>Your subscription is cancelled and will not renew. Premium stays until {until}, and you won't be charged again.</Trans>
              )}
            </p>
          ) : justChanged === 'kept' && !ending ? (
            <p className="alert billing-success" tabIndex={-1} ref={keptNote}>
              <Trans>Your subscription continues as before.</Trans>
            </p>
          ) : null}
          {resume.isError ? (
            <p className="alert alert--error" role="alert">
              {errorMessage(resume.error)}
            </p>
          ) : null}
        </div>

        {ending ? (
          <div className="billing-actions">
            <Button
              onClick={() => resume.mutate(s.subscriptionId ?? s.documentId, { onSuccess: () => setJustChanged('kept') })}
              loading={resume.isPending}
              loadingLabel={t({ message: 'Keeping it…', comment: "while 'Keep subscription' is being saved" })}
            >
              {i18n._(PAYMENT_WORDS.keepSubscription)}
            </Button>
          </div>
        ) : s.status === 'active' ? (
          <div className="billing-actions">
            <Button
              variant="secondary"
              className="btn--danger-outline"
              onClick={() => {
                cancel.reset();
                setConfirming(true);
              }}
            >
              {i18n._(PAYMENT_WORDS.cancelSubscription)}
            </Button>
          </div>
        ) : null}

        <section className="billing-section" aria-labelledby="charges-title">
          <h2 id="charges-title">
            <Trans>Previous Charges</Trans>
          </h2>
          {charges.length === 0 ? (
            <EmptyState title={t`No charges yet.`}>
              <p>
                <Trans>Each payment for this subscription will show here with its receipt.</Trans>
              </p>
            </EmptyState>
          ) : (
            <ChargesTable charges={charges} onViewReceipt={setReceipt} />
          )}
        </section>

        <div className="billing-actions">
          <GoBackButton fallback={backTo} />
        </div>

        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={i18n._(PAYMENT_WORDS.cancelDialogTitle)}
          question={t`Premium stays until ${until}, the end of the time you have paid for. After that it ends and you won't be charged again. The free skills stay yours.`}
          cancelLabel={i18n._(PAYMENT_WORDS.keepSubscription)}
          confirmLabel={i18n._(PAYMENT_WORDS.cancelAtPeriodEnd)}
          onConfirm={() =>
            cancel.mutate(s.subscriptionId ?? s.documentId, {
              onSuccess: () => {
                setConfirming(false);
                setJustChanged('canceled');
              },
            })
          }
          busy={cancel.isPending}
          busyLabel={t`Cancelling…`}
          error={cancel.isError ? errorMessage(cancel.error) : null}
          onCloseAutoFocus={(event) => {
            // The Cancel Subscription button is gone once it worked: move focus to the note instead.
            if (canceledNote.current) {
              event.preventDefault();
              canceledNote.current.focus();
            }
          }}
        />
        <ReceiptDialog charge={receipt} plan={plan} subscriptionRef={s.subscriptionId ?? s.documentId} onClose={() => setReceipt(null)} />
      </>
    );
  }

  const title = subscription.data?.plan?.name ?? t`Subscription details`;
  return (
    <section className="screen billing-screen" aria-labelledby="subscription-title">
      <DocumentTitle title={title} />
      <h1 id="subscription-title">{title}</h1>
      <NeedsConnection message={t`Payments and changes to your subscriptions need a connection.`} />
      {content}
      {subscription.isError ? (
        <div className="billing-actions">
          <GoBackButton fallback={backTo} />
        </div>
      ) : null}
    </section>
  );
}
