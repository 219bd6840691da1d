import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { displayName, useAccount } from '@/lib/account';
import { AddressPanel } from '@/features/billing/components/address-panel';
import { Skeleton } from '@/features/billing/components/billing-states';
import { DashboardTabs } from '@/features/billing/components/dashboard-tabs';
import { OrderList } from '@/features/billing/components/order-list';
import { PaymentMethodsPanel } from '@/features/billing/components/payment-methods-panel';
import { SubscriptionList } from '@/features/billing/components/subscription-list';
import { tabFromParam, type DashboardTabId } from '@/features/billing/utils/tabs';
import '@/features/billing/billing.css';
import { NeedsConnection } from '@/components/ui/needs-connection';

const panels = {
  orders: () => <OrderList />,
  subscriptions: () => <SubscriptionList />,
  address: () => <AddressPanel />,
  'payment-methods': () => <PaymentMethodsPanel />,
};

/** /dashboard: the user's name and email, and the four tabs (spec §2), deep-linkable as ?tab=…. */
export function DashboardRoute() {
  const { t } = useLingui();
  const account = useAccount();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromParam(search.get('tab'));

  const select = (next: DashboardTabId) => {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        params.set('tab', next);
        return params;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <section className="screen billing-screen dashboard" aria-labelledby="dashboard-title">
      <DocumentTitle title={t`My account`} />
      <h1 id="dashboard-title">
        <Trans>My account</Trans>
      </h1>
      <NeedsConnection message={t`Payments and changes to your subscriptions need a connection.`} />
      <div className="dashboard__person">
        {account.isPending ? (
          <Skeleton label={t`Loading your details…`} lines={2} />
        ) : account.data ? (
          <>
            <p className="dashboard__name">{displayName(account.data)}</p>
            <p className="dashboard__email">{account.data.email}</p>
          </>
        ) : null}
      </div>
      <DashboardTabs selected={tab} onSelect={select} panels={panels} />
    </section>
  );
}
