import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import '@/features/billing/billing.css';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

/** /PaymentSuccess (spec §8). */
export function PaymentSuccessRoute() {
  const { t, i18n } = useLingui();
  return (
    <section className="screen screen--centred billing-result" aria-labelledby="payment-success-title">
      <DocumentTitle title={t`Payment successful`} />
      <span className="billing-result__icon billing-result__icon--success" aria-hidden="true">
        ✓
      </span>
      <h1 id="payment-success-title">{i18n._(PAYMENT_WORDS.paymentSuccess)}</h1>
      <p className="lead">
        <Trans>Thank you. Your receipt is in your email and on your dashboard.</Trans>
      </p>
      <div className="stack-row">
        <Link className="btn btn--primary" to={`${paths.dashboard.getHref()}?tab=subscriptions`}>
          <Trans>Go to my dashboard</Trans>
        </Link>
        <Link className="btn btn--secondary" to={paths.home.getHref()}>
          <Trans>Go to home</Trans>
        </Link>
      </div>
    </section>
  );
}
