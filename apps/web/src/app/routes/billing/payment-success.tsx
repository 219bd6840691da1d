import { PAYMENT_TEXT } from '@steady/contracts';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import '@/features/billing/billing.css';

/** /PaymentSuccess (spec §8). */
export function PaymentSuccessRoute() {
  return (
    <section className="screen screen--centred billing-result" aria-labelledby="payment-success-title">
      <DocumentTitle title="Payment successful" />
      <span className="billing-result__icon billing-result__icon--success" aria-hidden="true">
        ✓
      </span>
      <h1 id="payment-success-title">{PAYMENT_TEXT.paymentSuccess}</h1>
      <p className="lead">Thank you. Your receipt is in your email and on your dashboard.</p>
      <div className="stack-row">
        <Link className="btn btn--primary" to={`${paths.dashboard.getHref()}?tab=subscriptions`}>
          Go to my dashboard
        </Link>
        <Link className="btn btn--secondary" to={paths.home.getHref()}>
          Go to home
        </Link>
      </div>
    </section>
  );
}
