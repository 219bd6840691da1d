import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { LoginRoute } from './routes/auth/login';
import { HomeRoute } from './routes/home/home';
import { WelcomeRoute } from './routes/onboarding/welcome';
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
              lazy: lazyScreen(() => import('./routes/auth/register'), 'RegisterRoute'),
            },
            {
              path: paths.forgotPassword.path,
              lazy: lazyScreen(() => import('./routes/auth/forgot-password'), 'ForgotPasswordRoute'),
            },
            {
              path: paths.resetPassword.path,
              lazy: lazyScreen(() => import('./routes/auth/reset-password'), 'ResetPasswordRoute'),
            },
            {
              path: paths.profile.path,
              lazy: lazyScreen(() => import('./routes/profile/profile'), 'ProfileRoute'),
            },
            {
              path: paths.settings.path,
              lazy: lazyScreen(() => import('./routes/settings/settings'), 'SettingsRoute'),
            },
            {
              path: paths.page.path,
              lazy: lazyScreen(() => import('./routes/pages/content-page'), 'ContentPageRoute'),
            },
            {
              path: paths.skill.path,
              lazy: lazyScreen(() => import('./routes/skills/skill'), 'SkillRoute'),
            },
            {
              path: paths.quickCope.path,
              lazy: lazyScreen(() => import('./routes/skills/quick-cope'), 'QuickCopeRoute'),
            },
            {
              path: paths.activities.path,
              lazy: lazyScreen(() => import('./routes/skills/activities'), 'ActivitiesRoute'),
            },
            {
              path: paths.recommended.path,
              lazy: lazyScreen(() => import('./routes/skills/recommended'), 'RecommendedRoute'),
            },
            {
              path: paths.liked.path,
              lazy: lazyScreen(() => import('./routes/skills/liked'), 'LikedRoute'),
            },
            {
              path: paths.favoriteActivities.path,
              lazy: lazyScreen(() => import('./routes/skills/liked'), 'LikedRoute'),
            },
            {
              path: paths.stopSkill.path,
              lazy: lazyScreen(() => import('./routes/skills/stop-skill'), 'StopSkillRoute'),
            },
            {
              path: paths.breath.path,
              lazy: lazyScreen(() => import('./routes/breathing/breath'), 'BreathRoute'),
            },
            {
              path: paths.rca.path,
              lazy: lazyScreen(() => import('./routes/rca/chain-analysis'), 'ChainAnalysisRoute'),
            },
            {
              path: paths.rcao.path,
              lazy: lazyScreen(() => import('./routes/rca/skills-finder'), 'SkillsFinderRoute'),
            },
            {
              path: paths.dashboard.path,
              lazy: lazyScreen(() => import('./routes/billing/dashboard'), 'DashboardRoute'),
            },
            {
              path: paths.dashboardSubscriptions.path,
              lazy: lazyScreen(
                () => import('./routes/billing/dashboard-subscriptions'),
                'DashboardSubscriptionsRoute',
              ),
            },
            {
              path: paths.subscription.path,
              lazy: lazyScreen(() => import('./routes/billing/subscription-details'), 'SubscriptionDetailsRoute'),
            },
            {
              path: paths.order.path,
              lazy: lazyScreen(() => import('./routes/billing/order-details'), 'OrderDetailsRoute'),
            },
            {
              path: paths.orderThankYou.path,
              lazy: lazyScreen(() => import('./routes/billing/order-thank-you'), 'OrderThankYouRoute'),
            },
            {
              path: paths.paymentSuccess.path,
              lazy: lazyScreen(() => import('./routes/billing/payment-success'), 'PaymentSuccessRoute'),
            },
            {
              path: paths.paymentCancel.path,
              lazy: lazyScreen(() => import('./routes/billing/payment-cancel'), 'PaymentCancelRoute'),
            },
            {
              path: paths.subscriptionCheckout.path,
              lazy: lazyScreen(
                () => import('./routes/billing/subscription-checkout'),
                'SubscriptionCheckoutRoute',
              ),
            },
            {
              path: paths.goPremium.path,
              lazy: lazyScreen(() => import('./routes/billing/go-premium'), 'GoPremiumRoute'),
            },
            {
              path: paths.safetyPlan.path,
              lazy: lazyScreen(() => import('./routes/safety-plan/safety-plan'), 'SafetyPlanRoute'),
            },
            {
              path: paths.whatHelps.path,
              lazy: lazyScreen(() => import('./routes/crisis-kit/what-helps'), 'WhatHelpsRoute'),
            },
            {
              path: paths.diary.path,
              lazy: lazyScreen(() => import('./routes/crisis-kit/diary'), 'DiaryRoute'),
            },
            {
              path: paths.summary.path,
              lazy: lazyScreen(() => import('./routes/crisis-kit/summary'), 'SummaryRoute'),
            },
            {
              path: paths.apiProvider.path,
              lazy: lazyScreen(() => import('./routes/api-provider/api-provider'), 'ApiProviderRoute'),
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
