import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import '@/features/billing/billing.css';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

/** /PaymentCancel (spec §2). */
export function PaymentCancelRoute() {
  const { t, i18n } = useLingui();
  return (
    <section className="screen screen--centred billing-result" aria-labelledby="payment-cancel-title">
      <DocumentTitle title={t`Payment cancelled`} />
      <span className="billing-result__icon" aria-hidden="true">
        ○
      </span>
      <h1 id="payment-cancel-title">{i18n._(PAYMENT_WORDS.paymentCancel)}</h1>
      <p className="lead">
        <Trans>No payment was made and nothing was charged. You can subscribe whenever you are ready — every free skill stays open to you.</Trans>
      </p>
      <div className="stack-row">
        <Link className="btn btn--primary" to={paths.goPremium.getHref()}>
          <Trans comment="link: back to the subscription form">Try again</Trans>
        </Link>
        <Link className="btn btn--secondary" to={paths.home.getHref()}>
          <Trans>Go to home</Trans>
        </Link>
      </div>
    </section>
  );
}
