import { PAYMENT_TEXT } from '@steady/contracts';
import { Link, useLocation, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';
import { useAppInformation } from '@/lib/app-information';
import { useOrder } from '@/features/billing/api/get-order';
import { isNotFound, LoadError, Skeleton } from '@/features/billing/components/billing-states';
import { OrderReceipt } from '@/features/billing/components/order-receipt';
import { orderFromState, orderIdFromSearch } from '@/features/billing/utils/thank-you-state';
import '@/features/billing/billing.css';

/**
 * /my-account/order-thank-you: the order from navigation state; after a reload, from GET /orders/:id
 * with the `?order=` id (DESIGN.md); only then 'No order details available.'
 */
export function OrderThankYouRoute() {
  const location = useLocation();
  const [search] = useSearchParams();
  const { supportEmail } = useAppInformation();
  const fromState = orderFromState(location.state);
  const orderId = fromState ? null : orderIdFromSearch(search);
  const loaded = useOrder(orderId);
  const order = fromState ?? loaded.data ?? null;

  let content;
  if (order) {
    content = (
      <>
        <p className="lead">
          Thank you{order.summary?.customerName ? `, ${order.summary.customerName}` : ''}. Your payment went through and Premium is open to you now. We have
          emailed you this receipt.
        </p>
        <OrderReceipt order={order} />
      </>
    );
  } else if (orderId && loaded.isPending) {
    content = <Skeleton label="Loading your order…" lines={6} />;
  } else if (orderId && loaded.isError && !isNotFound(loaded.error)) {
    content = <LoadError what="your order" error={loaded.error} onRetry={() => void loaded.refetch()} retrying={loaded.isFetching} />;
  } else {
    content = (
      <div className="billing-empty" role="status">
        <p className="billing-empty__title">{PAYMENT_TEXT.noOrderDetails}</p>
        <p>Your orders and their receipts are always on your dashboard.</p>
      </div>
    );
  }

  return (
    <section className="screen billing-screen thank-you" aria-labelledby="thank-you-title">
      <DocumentTitle title={order ? 'Thank you' : 'Your order'} />
      {/* Thanks only for an order that is there: without one the page says so plainly. */}
      <h1 id="thank-you-title">{order || (orderId && loaded.isPending) ? 'Thank you for your order' : 'Your order'}</h1>
      {content}
      <p className="thank-you__support">
        Questions about your order?{' '}
        {supportEmail ? <a href={`mailto:${supportEmail}`}>Contact support at {supportEmail}</a> : <Link to={sosHref()}>Contact us</Link>}
      </p>
      <div className="stack-row thank-you__actions">
        <Link className="btn btn--secondary" to={paths.home.getHref()}>
          Go to home
        </Link>
        <Link className="btn btn--primary" to={paths.dashboard.getHref()}>
          Go to dashboard
        </Link>
      </div>
    </section>
  );
}
