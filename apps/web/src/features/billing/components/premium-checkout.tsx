import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { useIsSignedIn } from '@/lib/auth';
import { PaymentClientProvider } from '@/lib/payment-client/payment-client-provider';
import { loginHrefFor } from '@/lib/route-access';
import { usePaymentConfig } from '../api/get-payment-config';
import { EmptyState, LoadError, Skeleton } from './billing-states';
import { CheckoutForm } from './checkout-form';
import { PlanSummary } from './plan-summary';
import { NeedsConnection } from '@/components/ui/needs-connection';

/**
 * The premium purchase screen (/go-premium and /Subscription): the plan, then the subscription form,
 * or — for visitors — a way to log in and come back, or — for members — a note that they have it.
 */
export function PremiumCheckout({ title }: { title: string }) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn();
  const config = usePaymentConfig();
  const account = useAccount();
  const location = useLocation();

  let content;
  if (config.isPending) {
    content = <Skeleton label={t`Loading the plan…`} lines={4} />;
  } else if (config.isError) {
    content = (
      <LoadError title={t`We couldn't load the premium plan.`} error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />
    );
  } else if (!config.data.premiumPlan) {
    content = (
      <EmptyState title={t`Premium is not available right now.`}>
        <p>
          <Trans>Please try again later. Every free skill stays open to you.</Trans>
        </p>
      </EmptyState>
    );
  } else {
    const plan = config.data.premiumPlan;
    const planName = plan.name;
    let action;
    if (!signedIn) {
      action = (
        <div className="checkout__login">
          <p>
            <Trans>Subscribing needs a Steady account. After you log in, you come straight back here.</Trans>
          </p>
          <Link className="btn btn--primary btn--block" to={loginHrefFor(`${location.pathname}${location.search}`)}>
            <Trans>Log in to subscribe</Trans>
          </Link>
          <p className="muted">
            <Trans>
              New to Steady? <Link to={paths.register.getHref(location.pathname)}>Create an account</Link>
            </Trans>
          </p>
        </div>
      );
    } else if (account.isPending) {
      action = <Skeleton label={t`Loading your details…`} lines={5} />;
    } else if (account.isError) {
      action = (
        <LoadError title={t`We couldn't load your details.`} error={account.error} onRetry={() => void account.refetch()} retrying={account.isFetching} />
      );
    } else if (account.data.isPremium) {
      action = (
        <div className="notice checkout__member" role="status">
          <p className="checkout__member-title">
            <Trans comment="planName: the premium plan's name, e.g. 'Steady Premium'">You already have {planName}.</Trans>
          </p>
          <p>
            <Trans>Every premium skill is open to you. Your subscription and receipts are on your dashboard.</Trans>
          </p>
          <Link className="btn btn--primary" to={`${paths.dashboard.getHref()}?tab=subscriptions`}>
            <Trans>Go to my dashboard</Trans>
          </Link>
        </div>
      );
    } else {
      action = (
        <PaymentClientProvider gateway={config.data.gateway} publishableKey={config.data.publishableKey}>
          <CheckoutForm account={account.data} plan={plan} />
        </PaymentClientProvider>
      );
    }
    content = (
      <>
        <PlanSummary plan={plan} />
        {action}
      </>
    );
  }

  return (
    <section className="screen billing-screen billing-checkout" aria-labelledby="checkout-title">
      <DocumentTitle title={title} />
      <h1 id="checkout-title">{title}</h1>
      <NeedsConnection message={t`Payments need a connection.`} />
      <p className="lead">
        <Trans>Unlock every guided skill. Pay by card, cancel any time.</Trans>
      </p>
      {content}
    </section>
  );
}
