import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { SubscriptionList } from '@/features/billing/components/subscription-list';
import '@/features/billing/billing.css';

/** /dashboard/subscription: the subscription list (spec §2). */
export function DashboardSubscriptionsRoute() {
  const { t } = useLingui();
  return (
    <section className="screen billing-screen" aria-labelledby="subscriptions-title">
      <DocumentTitle title={t`My Subscriptions`} />
      <h1 id="subscriptions-title">
        <Trans>My Subscriptions</Trans>
      </h1>
      <SubscriptionList />
      <p className="billing-screen__footer">
        <Link to={paths.dashboard.getHref()}>
          <Trans>Go to my dashboard</Trans>
        </Link>
      </p>
    </section>
  );
}
