import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { SubscriptionList } from '@/features/billing/components/subscription-list';
import '@/features/billing/billing.css';

/** /dashboard/subscription: the subscription list (spec §2). */
export function DashboardSubscriptionsRoute() {
  return (
    <section className="screen billing-screen" aria-labelledby="subscriptions-title">
      <DocumentTitle title="My Subscriptions" />
      <h1 id="subscriptions-title">My Subscriptions</h1>
      <SubscriptionList />
      <p className="billing-screen__footer">
        <Link to={paths.dashboard.getHref()}>Go to my dashboard</Link>
      </p>
    </section>
  );
}
