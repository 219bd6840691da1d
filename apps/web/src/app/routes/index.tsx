import { HomeRoute } from '@/features/home/routes/home';
import { LandingRoute } from '@/features/onboarding/routes/landing';
import { useIsSignedIn } from '@/lib/auth';

/** `/`: home for signed-in users, the landing screen for anonymous visitors (spec §2). */
export function IndexRoute() {
  return useIsSignedIn() ? <HomeRoute /> : <LandingRoute />;
}
