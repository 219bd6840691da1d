import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@steady/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatAmount, statusLabel } from '../utils/format';
import { DataTable, type Column } from './data-table';

/** Spec §2: Order Id, Status, Amount and a View link. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  const { t } = useLingui();
  const columns: Column<Order>[] = [
    {
      key: 'id',
      header: t`Order Id`,
      kind: 'id',
      cell: (order) => (
        <span className="billing-id" title={order.documentId}>
          {order.documentId}
        </span>
      ),
    },
    { key: 'status', header: t`Status`, cell: (order) => statusLabel(order.orderStatus) },
    { key: 'amount', header: t`Amount`, align: 'end', cell: (order) => formatAmount(order.amount, order.currency) },
    {
      key: 'view',
      header: t({ message: 'Details', comment: 'table column: the link to an order' }),
      align: 'end',
      kind: 'action',
      cell: (order) => {
        const orderId = order.documentId;
        return (
          <Link to={paths.order.getHref(orderId)} className="billing-table__link">
            <Trans comment="link to an order; the hidden part tells screen readers which, by its id">
              View<span className="visually-hidden"> order {orderId}</span>
            </Trans>
          </Link>
        );
      },
    },
  ];
  return <DataTable caption={t`Your orders`} columns={columns} rows={orders} rowKey={(order) => order.documentId} />;
}
