import { HomeRoute } from './home/home';
import { LandingRoute } from './onboarding/landing';
import { useIsSignedIn } from '@/lib/auth';

/** `/`: home for signed-in users, the landing screen for anonymous visitors (spec §2). */
export function IndexRoute() {
  return useIsSignedIn() ? <HomeRoute /> : <LandingRoute />;
}
