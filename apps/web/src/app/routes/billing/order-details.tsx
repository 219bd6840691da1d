import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useOrder } from '@/features/billing/api/get-order';
import { isNotFound, LoadError, NoDataFound, Skeleton } from '@/features/billing/components/billing-states';
import { GoBackButton } from '@/features/billing/components/go-back-button';
import { formatAmount, statusLabel } from '@/features/billing/utils/format';
import { formatDateTime } from '@/lib/format-date';
import '@/features/billing/billing.css';

/** /orders/:id: order id, amount, status, description, charge status, subscription payment status (spec §2). */
export function OrderDetailsRoute() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const order = useOrder(id);

  let content;
  if (order.isPending) {
    content = <Skeleton label={t`Loading the order…`} lines={6} />;
  } else if (order.isError) {
    content = isNotFound(order.error) ? (
      <NoDataFound />
    ) : (
      <LoadError title={t`We couldn't load this order.`} error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
    );
  } else {
    const o = order.data;
    const paymentStatus = statusLabel(o.subscriptionPaymentStatus);
    const date = formatDateTime(o.createdAt);
    content = (
      <>
        <dl className="details-list">
          <div>
            <dt>
              <Trans>Order Id</Trans>
            </dt>
            <dd className="billing-id">{o.documentId}</dd>
          </div>
          <div>
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd>{formatAmount(o.amount, o.currency)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Status</Trans>
            </dt>
            <dd>{statusLabel(o.orderStatus)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Description</Trans>
            </dt>
            <dd>{o.description ?? '—'}</dd>
          </div>
          <div>
            <dt>
              <Trans>Charge status</Trans>
            </dt>
            <dd>{statusLabel(o.chargeStatus)}</dd>
          </div>
          <div>
            <dt>
              <Trans>Subscription payment status</Trans>
            </dt>
            <dd>
              <Trans comment="a payment's status and when, e.g. 'Paid on 21 Nov 2026 at 09:30'">
                {paymentStatus}
                <span className="muted"> on {date}</span>
              </Trans>
            </dd>
          </div>
          {o.transactionId ? (
            <div>
              <dt>
                <Trans>Transaction id</Trans>
              </dt>
              <dd className="billing-id">{o.transactionId}</dd>
            </div>
          ) : null}
          {o.subscription ? (
            <div>
              <dt>
                <Trans comment="order detail: the subscription the order belongs to">Subscription</Trans>
              </dt>
              <dd>
                <Link to={paths.subscription.getHref(o.subscription.documentId)}>
                  <Trans comment="link; the hidden part is read by screen readers">
                    View subscription<span className="visually-hidden"> of this order</span>
                  </Trans>
                </Link>{' '}
                <span className="muted">({statusLabel(o.subscription.status)})</span>
              </dd>
            </div>
          ) : null}
        </dl>
      </>
    );
  }

  return (
    <section className="screen billing-screen" aria-labelledby="order-title">
      <DocumentTitle title={t`Order details`} />
      <h1 id="order-title">
        <Trans>Order details</Trans>
      </h1>
      {content}
      <div className="billing-actions">
        <GoBackButton fallback={`${paths.dashboard.getHref()}?tab=orders`} />
      </div>
    </section>
  );
}
