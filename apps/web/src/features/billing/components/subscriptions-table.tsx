import { Trans, useLingui } from '@lingui/react/macro';
import type { Subscription } from '@steady/contracts';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { subscriptionStatusLabel } from '../utils/format';
import { DataTable, type Column } from './data-table';

const subscriptionName = (subscription: Subscription) => subscription.plan?.name ?? subscription.subscriptionId ?? subscription.documentId;

/** Spec §2: Subscription, Status, Next Payment (day-month-year) and a View link. */
export function SubscriptionsTable({ subscriptions }: { subscriptions: Subscription[] }) {
  const { t } = useLingui();
  const columns: Column<Subscription>[] = [
    { key: 'name', header: t({ message: 'Subscription', comment: 'table column: the plan subscribed to' }), kind: 'text', cell: subscriptionName },
    {
      key: 'status',
      header: t`Status`,
      cell: (s) => <span className={`billing-status billing-status--${s.status}`}>{subscriptionStatusLabel(s)}</span>,
    },
    {
      key: 'next',
      header: t`Next Payment`,
      // Cancelled at the period end: no payment comes (the status says until when it lasts).
      cell: (s) => (s.status === 'canceled' || s.cancelAtPeriodEnd ? '—' : formatDate(s.nextPaymentDate)),
    },
    {
      key: 'view',
      header: t({ message: 'Details', comment: 'table column: the link to a subscription' }),
      align: 'end',
      kind: 'action',
      cell: (s) => {
        const name = subscriptionName(s);
        return (
          <Link to={paths.subscription.getHref(s.documentId)} className="billing-table__link">
            <Trans comment="link to a subscription; the hidden part tells screen readers which, by its plan's name">
              View<span className="visually-hidden"> {name} subscription</span>
            </Trans>
          </Link>
        );
      },
    },
  ];
  return <DataTable caption={t`Your subscriptions`} columns={columns} rows={subscriptions} rowKey={(s) => s.documentId} />;
}
