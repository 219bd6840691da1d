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
  const { id = '' } = useParams();
  const order = useOrder(id);

  let content;
  if (order.isPending) {
    content = <Skeleton label="Loading the order…" lines={6} />;
  } else if (order.isError) {
    content = isNotFound(order.error) ? (
      <NoDataFound />
    ) : (
      <LoadError what="this order" error={order.error} onRetry={() => void order.refetch()} retrying={order.isFetching} />
    );
  } else {
    const o = order.data;
    content = (
      <>
        <dl className="details-list">
          <div>
            <dt>Order Id</dt>
            <dd className="billing-id">{o.documentId}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd>{formatAmount(o.amount, o.currency)}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>{statusLabel(o.orderStatus)}</dd>
          </div>
          <div>
            <dt>Description</dt>
            <dd>{o.description ?? '—'}</dd>
          </div>
          <div>
            <dt>Charge status</dt>
            <dd>{statusLabel(o.chargeStatus)}</dd>
          </div>
          <div>
            <dt>Subscription payment status</dt>
            <dd>
              {statusLabel(o.subscriptionPaymentStatus)}
              <span className="muted"> on {formatDateTime(o.createdAt)}</span>
            </dd>
          </div>
          {o.transactionId ? (
            <div>
              <dt>Transaction id</dt>
              <dd className="billing-id">{o.transactionId}</dd>
            </div>
          ) : null}
          {o.subscription ? (
            <div>
              <dt>Subscription</dt>
              <dd>
                <Link to={paths.subscription.getHref(o.subscription.documentId)}>
                  View subscription<span className="visually-hidden"> of this order</span>
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
      <DocumentTitle title="Order details" />
      <h1 id="order-title">Order details</h1>
      {content}
      <div className="billing-actions">
        <GoBackButton fallback={`${paths.dashboard.getHref()}?tab=orders`} />
      </div>
    </section>
  );
}
