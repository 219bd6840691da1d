import { useLingui } from '@lingui/react/macro';
import { PremiumCheckout } from '@/features/billing/components/premium-checkout';
import '@/features/billing/billing.css';

/** /go-premium (guarded; the 'Go Premium' menu link): the premium plan and the subscription form. */
export function GoPremiumRoute() {
  const { t } = useLingui();
  return <PremiumCheckout title={t({ message: 'Go Premium', comment: 'page title: buy the premium plan' })} />;
}
