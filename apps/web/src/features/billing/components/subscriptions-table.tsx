import type { Subscription } from '@steady/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { subscriptionStatusLabel } from '../utils/format';
import { DataTable, type Column } from './data-table';

const subscriptionName = (subscription: Subscription) => subscription.plan?.name ?? subscription.subscriptionId ?? subscription.documentId;

const columns: Column<Subscription>[] = [
  { key: 'name', header: 'Subscription', kind: 'text', cell: subscriptionName },
  {
    key: 'status',
    header: 'Status',
    cell: (s) => <span className={`billing-status billing-status--${s.status}`}>{subscriptionStatusLabel(s)}</span>,
  },
  {
    key: 'next',
    header: 'Next Payment',
    // Cancelled at the period end: no payment comes (the status says until when it lasts).
    cell: (s) => (s.status === 'canceled' || s.cancelAtPeriodEnd ? '—' : formatDate(s.nextPaymentDate)),
  },
  {
    key: 'view',
    header: 'Details',
    align: 'end',
    kind: 'action',
    cell: (s) => (
      <Link to={paths.subscription.getHref(s.documentId)} className="billing-table__link">
        View<span className="visually-hidden"> {subscriptionName(s)} subscription</span>
      </Link>
    ),
  },
];

/** Spec §2: Subscription, Status, Next Payment (day-month-year) and a View link. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: Subscription[] }) {
  return <DataTable caption="Your subscriptions" columns={columns} rows={subscriptions} rowKey={(s) => s.documentId} />;
}
