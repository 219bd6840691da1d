import { skillSlugParamSchema, type Account } from '@steady/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { paths } from '@/config/paths';
import { accountQueryKey } from '@/lib/account';
import { firstLanguageActive, screenWordsReady } from '@/lib/i18n/activate-locale';
import { preloadImage } from '@/lib/preload-image';
import type { ScreenHandle } from '@/lib/screen-handle';
import { whenHydrated } from '@/lib/use-hydrated';
import { HomeRoute } from './routes/home/home';
import { WelcomeRoute } from './routes/onboarding/welcome';
import { IndexRoute } from './routes/index';
import { RootRoute } from './routes/root';
import { RouteErrorScreen } from './routes/route-error';

/** Loads one named screen component from a route module, in its own chunk, with the screens' words. */
function lazyScreen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return async () => {
    const words = screenWordsReady();
    // Vite's loader asks for a chunk's imports at once and for a catalogue one microtask later: waiting
    // that microtask puts the words (and the shell's, asked for first in main.tsx) ahead of the screen's
    // many small chunks, rather than behind them on a slow connection.
    await Promise.resolve();
    const [module] = await Promise.all([load(), words]);
    return { Component: module[name] };
  };
}

/** Starts a screen's query once `ready` resolves; its fetching code is asked for at once. */
type Prefetch = (queryClient: QueryClient, args: LoaderFunctionArgs, ready: Promise<unknown>) => Promise<unknown> | undefined;

/**
 * A screen's data starts loading with its code, not after it (issue 10): a static loader runs beside
 * `lazy`, starts the screen's query and returns at once, so navigation never waits for it and the
 * screen shows its own loading state. Without a query client (prerendering) there is nothing to start.
 */
function prefetching(queryClient: QueryClient | undefined, prefetch: Prefetch): Pick<RouteObject, 'loader'> {
  if (!queryClient) return {};
  return {
    loader: (args) => {
      // Not before prerendered HTML is hydrated (data in the cache would not match it, lib/use-hydrated),
      // nor before the person's language is known (content would come in English).
      const ready = Promise.all([whenHydrated(), firstLanguageActive()]);
      void prefetch(queryClient, args, ready)?.catch(() => undefined);
      return null;
    },
  };
}

// Each imports its query's code before waiting: that small chunk then goes out ahead of the screen's own
// chunks, so the request for the data is not held behind them on a slow connection.
const pageData: Prefetch = (queryClient, { params }, ready) =>
  Promise.all([import('@/features/pages/api/get-page'), ready]).then(([m]) => queryClient.prefetchQuery(m.getPageQueryOptions(params.slug ?? '')));

const skillList: Prefetch = (queryClient, _args, ready) =>
  Promise.all([import('@/features/skills/api/get-skills'), ready]).then(([m]) => queryClient.prefetchQuery(m.getSkillsQueryOptions()));

const skillData: Prefetch = (queryClient, { params }, ready) => {
  const slug = skillSlugParamSchema.safeParse(params.slug);
  if (!slug.success) return undefined;
  return Promise.all([import('@/features/skills/api/get-skill'), ready]).then(async ([m]) => {
    // The same variant the screen asks for: premium steps only once the account says so.
    const premium = queryClient.getQueryData<Account>(accountQueryKey)?.isPremium === true;
    const options = m.getSkillQueryOptions(slug.data, premium);
    await queryClient.prefetchQuery(options);
    // The illustration is the screen's largest paint: it downloads while the screen's code may still be on its way.
    preloadImage(queryClient.getQueryData(options.queryKey)?.image?.url);
  });
};

/**
 * Screens where what a signed-in person does offline waits on this device and is sent later
 * (lib/offline-outbox): the banner says so only here (components/layouts/connection-banner.tsx). A
 * screen that starts queueing writes joins by taking this handle.
 */
const keepsWorkOffline: { handle: ScreenHandle } = { handle: { keepsWorkOffline: true } };

/**
 * Every route of spec §2. The first screens (landing/home, welcome) are in the main bundle; every other
 * screen is its own lazily loaded chunk. Sign-in is one too: its form, captcha and validation are a
 * tenth of the first route, which most first visits (landing, SOS, breathing) never use; /Login is
 * prerendered with its chunk preloaded, so it still paints and hydrates at once.
 */
export function createAppRoutes(queryClient?: QueryClient): RouteObject[] {
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
            { path: paths.login.path, lazy: lazyScreen(() => import('./routes/auth/login'), 'LoginRoute') },
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
              ...prefetching(queryClient, pageData),
              lazy: lazyScreen(() => import('./routes/pages/content-page'), 'ContentPageRoute'),
            },
            {
              path: paths.skill.path,
              // Offline, waits on the device: hearts, completion, distress ratings.
              ...keepsWorkOffline,
              ...prefetching(queryClient, skillData),
              lazy: lazyScreen(() => import('./routes/skills/skill'), 'SkillRoute'),
            },
            {
              path: paths.quickCope.path,
              // Offline, waits on the device: hearts.
              ...keepsWorkOffline,
              ...prefetching(queryClient, skillList),
              lazy: lazyScreen(() => import('./routes/skills/quick-cope'), 'QuickCopeRoute'),
            },
            {
              path: paths.activities.path,
              // Offline, waits on the device: hearts.
              ...keepsWorkOffline,
              ...prefetching(queryClient, skillList),
              lazy: lazyScreen(() => import('./routes/skills/activities'), 'ActivitiesRoute'),
            },
            {
              path: paths.recommended.path,
              // Offline, waits on the device: the stress check-in, hearts.
              ...keepsWorkOffline,
              lazy: lazyScreen(() => import('./routes/skills/recommended'), 'RecommendedRoute'),
            },
            {
              path: paths.liked.path,
              // Offline, waits on the device: hearts.
              ...keepsWorkOffline,
              ...prefetching(queryClient, skillList),
              lazy: lazyScreen(() => import('./routes/skills/liked'), 'LikedRoute'),
            },
            {
              path: paths.favoriteActivities.path,
              // Offline, waits on the device: hearts.
              ...keepsWorkOffline,
              ...prefetching(queryClient, skillList),
              lazy: lazyScreen(() => import('./routes/skills/liked'), 'LikedRoute'),
            },
            {
              path: paths.stopSkill.path,
              // Offline, waits on the device: completion, distress ratings.
              ...keepsWorkOffline,
              lazy: lazyScreen(() => import('./routes/skills/stop-skill'), 'StopSkillRoute'),
            },
            {
              path: paths.breath.path,
              // Offline, waits on the device: completion, distress ratings.
              ...keepsWorkOffline,
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
              lazy: lazyScreen(() => import('./routes/billing/dashboard-subscriptions'), 'DashboardSubscriptionsRoute'),
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
              lazy: lazyScreen(() => import('./routes/billing/subscription-checkout'), 'SubscriptionCheckoutRoute'),
            },
            {
              path: paths.goPremium.path,
              lazy: lazyScreen(() => import('./routes/billing/go-premium'), 'GoPremiumRoute'),
            },
            {
              path: paths.safetyPlan.path,
              // Offline, waits on the device: the plan.
              ...keepsWorkOffline,
              lazy: lazyScreen(() => import('./routes/safety-plan/safety-plan'), 'SafetyPlanRoute'),
            },
            {
              path: paths.whatHelps.path,
              lazy: lazyScreen(() => import('./routes/crisis-kit/what-helps'), 'WhatHelpsRoute'),
            },
            {
              path: paths.diary.path,
              // Offline, waits on the device: diary entries.
              ...keepsWorkOffline,
              lazy: lazyScreen(() => import('./routes/crisis-kit/diary'), 'DiaryRoute'),
            },
            {
              path: paths.trends.path,
              lazy: lazyScreen(() => import('./routes/crisis-kit/trends'), 'TrendsRoute'),
            },
            {
              path: paths.checkIn.path,
              // Offline, waits on the device: the rating.
              ...keepsWorkOffline,
              lazy: lazyScreen(() => import('./routes/check-in/check-in'), 'CheckInRoute'),
            },
            {
              path: paths.summary.path,
              lazy: lazyScreen(() => import('./routes/crisis-kit/summary'), 'SummaryRoute'),
            },
            {
              path: paths.apiViewer.path,
              lazy: lazyScreen(() => import('./routes/api-viewer/api-viewer'), 'ApiViewerRoute'),
            },
            { path: '*', lazy: lazyScreen(() => import('./routes/not-found'), 'NotFoundRoute') },
          ],
        },
      ],
    },
    {
      // A summary shared with a therapist: its own page, without the app's header and signed-in navigation.
      path: paths.sharedSummary.path,
      ErrorBoundary: RouteErrorScreen,
      HydrateFallback: LoadingScreen,
      lazy: lazyScreen(() => import('./routes/shared/shared-summary'), 'SharedSummaryRoute'),
    },
  ];
}

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter(createAppRoutes(queryClient));
}

export type AppRouter = ReturnType<typeof createAppRouter>;
