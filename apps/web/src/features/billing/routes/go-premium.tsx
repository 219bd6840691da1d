import { PremiumCheckout } from '../components/premium-checkout';
import '../billing.css';

/** /go-premium (guarded; the 'Go Premium' menu link): the premium plan and the subscription form. */
export function GoPremiumRoute() {
  return <PremiumCheckout title="Go Premium" />;
}
