import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { EmptyState, LoadError, Skeleton } from './billing-states';
import { OrdersTable } from './orders-table';

/** The user's orders with every state: loading, failed, none, the table. */
export function OrderList() {
  const { t } = useLingui();
  const orders = useOrders();
  if (orders.isPending) return <Skeleton label={t`Loading your orders…`} variant="rows" />;
  if (orders.isError) {
    return <LoadError title={t`We couldn't load your orders.`} error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState title={t`You have no orders yet.`}>
        <p>
          <Trans>When you subscribe to Premium, each payment shows here with its receipt.</Trans>{' '}
          <Link to={paths.goPremium.getHref()}>
            <Trans comment="link to the premium plan's page">See Premium</Trans>
          </Link>
        </p>
      </EmptyState>
    );
  }
  return <OrdersTable orders={orders.data} />;
}
