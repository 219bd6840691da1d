import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useOrders } from '../api/get-orders';
import { EmptyState, LoadError, Skeleton } from './billing-states';
import { OrdersTable } from './orders-table';

/** The user's orders with every state: loading, failed, none, the table. */
export function OrderList() {
  const orders = useOrders();
  if (orders.isPending) return <Skeleton label="Loading your orders…" variant="rows" />;
  if (orders.isError) {
    return <LoadError what="your orders" error={orders.error} onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  }
  if (orders.data.length === 0) {
    return (
      <EmptyState title="You have no orders yet.">
        <p>
          When you subscribe to Premium, each payment shows here with its receipt. <Link to={paths.goPremium.getHref()}>See Premium</Link>
        </p>
      </EmptyState>
    );
  }
  return <OrdersTable orders={orders.data} />;
}
