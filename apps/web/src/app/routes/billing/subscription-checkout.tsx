import { useLingui } from '@lingui/react/macro';
import { PremiumCheckout } from '@/features/billing/components/premium-checkout';
import '@/features/billing/billing.css';

/** /Subscription (public, spec §6): the plan for everyone; the form once logged in. */
export function SubscriptionCheckoutRoute() {
  const { t } = useLingui();
  return <PremiumCheckout title={t`Subscribe to Premium`} />;
}
