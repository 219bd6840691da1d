import { PremiumCheckout } from '@/features/billing/components/premium-checkout';
import '@/features/billing/billing.css';

/** /go-premium (guarded; the 'Go Premium' menu link): the premium plan and the subscription form. */
export function GoPremiumRoute() {
  return <PremiumCheckout title="Go Premium" />;
}
