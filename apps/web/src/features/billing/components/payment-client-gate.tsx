import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PaymentClientProvider } from '@/lib/payment-client/payment-client-provider';
import { usePaymentConfig } from '../api/get-payment-config';
import { LoadError, Skeleton } from './billing-states';

/** Loads GET /stripe/config and provides that gateway's PaymentClient to the card fields inside. */
export function PaymentClientGate({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const config = usePaymentConfig();
  if (config.isPending) return <Skeleton label={t`Loading card payments…`} lines={2} />;
  if (config.isError) {
    return <LoadError title={t`We couldn't load card payments.`} error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />;
  }
  return (
    <PaymentClientProvider gateway={config.data.gateway} publishableKey={config.data.publishableKey}>
      {children}
    </PaymentClientProvider>
  );
}
