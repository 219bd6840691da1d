import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscriptions } from '../api/get-subscriptions';
import { EmptyState, LoadError, Skeleton } from './billing-states';
import { SubscriptionsTable } from './subscriptions-table';

/** The user's subscriptions with every state: loading, failed, none, the table. */
export function SubscriptionList() {
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <Skeleton label="Loading your subscriptions…" variant="rows" />;
  if (subscriptions.isError) {
    return <LoadError what="your subscriptions" error={subscriptions.error} onRetry={() => void subscriptions.refetch()} retrying={subscriptions.isFetching} />;
  }
  if (subscriptions.data.length === 0) {
    return (
      <EmptyState title="You have no subscriptions yet.">
        <p>Premium unlocks extra guided skills. You can cancel at any time.</p>
        <Link className="btn btn--primary" to={paths.goPremium.getHref()}>
          Go Premium
        </Link>
      </EmptyState>
    );
  }
  return <SubscriptionsTable subscriptions={subscriptions.data} />;
}
