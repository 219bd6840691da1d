import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { LoginRoute } from '@/features/auth/routes/login';
import { HomeRoute } from '@/features/home/routes/home';
import { WelcomeRoute } from '@/features/onboarding/routes/welcome';
import { IndexRoute } from './routes/index';
import { RootRoute } from './routes/root';
import { RouteErrorScreen } from './routes/route-error';

/** Loads one named screen component from a route module, in its own chunk. */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => ({ Component: (await load())[name] });
}

/**
 * Every route of spec §2. The first screens (landing/home, welcome, login) are in the main bundle;
 * every other screen is its own lazily loaded chunk.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      ErrorBoundary: RouteErrorScreen,
      children: [
        {
          // Errors in a screen render inside the shell, so the header and SOS link stay.
          id: 'screens',
          ErrorBoundary: RouteErrorScreen,
          HydrateFallback: LoadingScreen,
          children: [
            { index: true, Component: IndexRoute },
            { path: paths.welcome.path, Component: WelcomeRoute },
            { path: paths.login.path, Component: LoginRoute },
            { path: paths.chooseOption.path, caseSensitive: true, Component: HomeRoute },
            { path: paths.chooseOptionLowercase.path, Component: HomeRoute },

            {
              path: paths.register.path,
              lazy: lazyScreen(() => import('@/features/auth/routes/register'), 'RegisterRoute'),
            },
            {
              path: paths.forgotPassword.path,
              lazy: lazyScreen(() => import('@/features/auth/routes/forgot-password'), 'ForgotPasswordRoute'),
            },
            {
              path: paths.resetPassword.path,
              lazy: lazyScreen(() => import('@/features/auth/routes/reset-password'), 'ResetPasswordRoute'),
            },
            {
              path: paths.profile.path,
              lazy: lazyScreen(() => import('@/features/profile/routes/profile'), 'ProfileRoute'),
            },
            {
              path: paths.settings.path,
              lazy: lazyScreen(() => import('@/features/settings/routes/settings'), 'SettingsRoute'),
            },
            {
              path: paths.page.path,
              lazy: lazyScreen(() => import('@/features/pages/routes/content-page'), 'ContentPageRoute'),
            },
            {
              path: paths.skill.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/skill'), 'SkillRoute'),
            },
            {
              path: paths.quickCope.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/quick-cope'), 'QuickCopeRoute'),
            },
            {
              path: paths.activities.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/activities'), 'ActivitiesRoute'),
            },
            {
              path: paths.recommended.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/recommended'), 'RecommendedRoute'),
            },
            {
              path: paths.liked.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/liked'), 'LikedRoute'),
            },
            {
              path: paths.favoriteActivities.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/liked'), 'LikedRoute'),
            },
            {
              path: paths.stopSkill.path,
              lazy: lazyScreen(() => import('@/features/skills/routes/stop-skill'), 'StopSkillRoute'),
            },
            {
              path: paths.breath.path,
              lazy: lazyScreen(() => import('@/features/breathing/routes/breath'), 'BreathRoute'),
            },
            {
              path: paths.rca.path,
              lazy: lazyScreen(() => import('@/features/rca/routes/chain-analysis'), 'ChainAnalysisRoute'),
            },
            {
              path: paths.rcao.path,
              lazy: lazyScreen(() => import('@/features/rca/routes/skills-finder'), 'SkillsFinderRoute'),
            },
            {
              path: paths.dashboard.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/dashboard'), 'DashboardRoute'),
            },
            {
              path: paths.dashboardSubscriptions.path,
              lazy: lazyScreen(
                () => import('@/features/billing/routes/dashboard-subscriptions'),
                'DashboardSubscriptionsRoute',
              ),
            },
            {
              path: paths.subscription.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/subscription-details'), 'SubscriptionDetailsRoute'),
            },
            {
              path: paths.order.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/order-details'), 'OrderDetailsRoute'),
            },
            {
              path: paths.orderThankYou.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/order-thank-you'), 'OrderThankYouRoute'),
            },
            {
              path: paths.paymentSuccess.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/payment-success'), 'PaymentSuccessRoute'),
            },
            {
              path: paths.paymentCancel.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/payment-cancel'), 'PaymentCancelRoute'),
            },
            {
              path: paths.subscriptionCheckout.path,
              lazy: lazyScreen(
                () => import('@/features/billing/routes/subscription-checkout'),
                'SubscriptionCheckoutRoute',
              ),
            },
            {
              path: paths.goPremium.path,
              lazy: lazyScreen(() => import('@/features/billing/routes/go-premium'), 'GoPremiumRoute'),
            },
            {
              path: paths.apiProvider.path,
              lazy: lazyScreen(() => import('@/features/api-provider/routes/api-provider'), 'ApiProviderRoute'),
            },
            { path: '*', lazy: lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute') },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
