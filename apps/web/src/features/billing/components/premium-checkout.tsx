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
  const signedIn = useIsSignedIn();
  const config = usePaymentConfig();
  const account = useAccount();
  const location = useLocation();

  let content;
  if (config.isPending) {
    content = <Skeleton label="Loading the plan…" lines={4} />;
  } else if (config.isError) {
    content = <LoadError what="the premium plan" error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  } else if (!config.data.premiumPlan) {
    content = (
      <EmptyState title="Premium is not available right now.">
        <p>Please try again later. Every free skill stays open to you.</p>
      </EmptyState>
    );
  } else {
    const plan = config.data.premiumPlan;
    let action;
    if (!signedIn) {
      action = (
        <div className="checkout__login">
          <p>Subscribing needs a Steady account. After you log in, you come straight back here.</p>
          <Link className="btn btn--primary btn--block" to={loginHrefFor(`${location.pathname}${location.search}`)}>
            Log in to subscribe
          </Link>
          <p className="muted">
            New to Steady? <Link to={paths.register.getHref(location.pathname)}>Create an account</Link>
          </p>
        </div>
      );
    } else if (account.isPending) {
      action = <Skeleton label="Loading your details…" lines={5} />;
    } else if (account.isError) {
      action = <LoadError what="your details" error={account.error} onRetry={() => void account.refetch()} retrying={account.isFetching} />;
    } else if (account.data.isPremium) {
      action = (
        <div className="notice checkout__member" role="status">
          <p className="checkout__member-title">You already have {plan.name}.</p>
          <p>Every premium skill is open to you. Your subscription and receipts are on your dashboard.</p>
          <Link className="btn btn--primary" to={`${paths.dashboard.getHref()}?tab=subscriptions`}>
            Go to my dashboard
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
      <NeedsConnection what="Payments" />
      <p className="lead">Unlock every guided skill. Pay by card, cancel any time.</p>
      {content}
    </section>
  );
}
