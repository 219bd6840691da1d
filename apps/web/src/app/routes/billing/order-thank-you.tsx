import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';
import { useAppInformation } from '@/lib/app-information';
import { useOrder } from '@/features/billing/api/get-order';
import { isNotFound, LoadError, Skeleton } from '@/features/billing/components/billing-states';
import { OrderReceipt } from '@/features/billing/components/order-receipt';
import { orderFromState, orderIdFromSearch } from '@/features/billing/utils/thank-you-state';
import '@/features/billing/billing.css';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

/**
 * /my-account/order-thank-you: the order from navigation state; after a reload, from GET /orders/:id
 * with the `?order=` id (DESIGN.md); only then 'No order details available.'
 */
export function OrderThankYouRoute() {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const [search] = useSearchParams();
  const { supportEmail } = useAppInformation();
  const fromState = orderFromState(location.state);
  const orderId = fromState ? null : orderIdFromSearch(search);
  const loaded = useOrder(orderId);
  const order = fromState ?? loaded.data ?? null;

  let content;
  if (order) {
    const customerName = order.summary?.customerName;
    content = (
      <>
        <p className="lead">
          {customerName ? (
            <Trans>Thank you, {customerName}. Your payment went through and Premium is open to you now. We have emailed you this receipt.</Trans>
          ) : (
            <Trans>Thank you. Your payment went through and Premium is open to you now. We have emailed you this receipt.</Trans>
          )}
        </p>
        <OrderReceipt order={order} />
      </>
    );
  } else if (orderId && loaded.isPending) {
    content = <Skeleton label={t`Loading your order…`} lines={6} />;
  } else if (orderId && loaded.isError && !isNotFound(loaded.error)) {
    content = <LoadError title={t`We couldn't load your order.`} error={loaded.error} onRetry={() => void loaded.refetch()} retrying={loaded.isFetching} />;
  } else {
    content = (
      <div className="billing-empty" role="status">
        <p className="billing-empty__title">{i18n._(PAYMENT_WORDS.noOrderDetails)}</p>
        <p>
          <Trans>Your orders and their receipts are always on your dashboard.</Trans>
        </p>
      </div>
    );
  }

  return (
    <section className="screen billing-screen thank-you" aria-labelledby="thank-you-title">
      <DocumentTitle title={order ? t({ message: 'Thank you', comment: 'page title after a purchase' }) : t`Your order`} />
      {/* Thanks only for an order that is there: without one the page says so plainly. */}
      <h1 id="thank-you-title">{order || (orderId && loaded.isPending) ? <Trans>Thank you for your order</Trans> : <Trans>Your order</Trans>}</h1>
      {content}
      <p className="thank-you__support">
        <Trans>Questions about your order?</Trans>{' '}
        {supportEmail ? (
          <a href={`mailto:${supportEmail}`}>
            <Trans>Contact support at {supportEmail}</Trans>
          </a>
        ) : (
          <Link to={sosHref()}>
            <Trans>Contact us</Trans>
          </Link>
        )}
      </p>
      <div className="stack-row thank-you__actions">
        <Link className="btn btn--secondary" to={paths.home.getHref()}>
          <Trans>Go to home</Trans>
        </Link>
        <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
          <Trans>Go to dashboard</Trans>
        </Link>
      </div>
    </section>
  );
}
