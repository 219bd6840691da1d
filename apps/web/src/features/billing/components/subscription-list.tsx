import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscriptions } from '../api/get-subscriptions';
import { EmptyState, LoadError, Skeleton } from './billing-states';
import { SubscriptionsTable } from './subscriptions-table';

/** The user's subscriptions with every state: loading, failed, none, the table. */
export function SubscriptionList() {
  const { t } = useLingui();
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <Skeleton label={t`Loading your subscriptions…`} variant="rows" />;
  if (subscriptions.isError) {
    return (
      <LoadError
        title={t`We couldn't load your subscriptions.`}
        error={subscriptions.error}
        onRetry={() => void subscriptions.refetch()}
        retrying={subscriptions.isFetching}
      />
    );
  }
  if (subscriptions.data.length === 0) {
    return (
      <EmptyState title={t`You have no subscriptions yet.`}>
        <p>
          <Trans>Premium unlocks extra guided skills. You can cancel at any time.</Trans>
        </p>
        <Link className="btn btn--primary" to={paths.goPremium.getHref()}>
          <Trans comment="link to the premium plan's page">Go Premium</Trans>
        </Link>
      </EmptyState>
    );
  }
  return <SubscriptionsTable subscriptions={subscriptions.data} />;
}
