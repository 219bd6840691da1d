import type { Order } from '@steady/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatAmount, statusLabel } from '../utils/format';
import { DataTable, type Column } from './data-table';

const columns: Column<Order>[] = [
  {
    key: 'id',
    header: 'Order Id',
    kind: 'id',
    cell: (order) => (
      <span className="billing-id" title={order.documentId}>
        {order.documentId}
      </span>
    ),
  },
  { key: 'status', header: 'Status', cell: (order) => statusLabel(order.orderStatus) },
  { key: 'amount', header: 'Amount', align: 'end', cell: (order) => formatAmount(order.amount, order.currency) },
  {
    key: 'view',
    header: 'Details',
    align: 'end',
    kind: 'action',
    cell: (order) => (
      <Link to={paths.order.getHref(order.documentId)} className="billing-table__link">
        View<span className="visually-hidden"> order {order.documentId}</span>
      </Link>
    ),
  },
];

/** Spec §2: Order Id, Status, Amount and a View link. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return <DataTable caption="Your orders" columns={columns} rows={orders} rowKey={(order) => order.documentId} />;
}
