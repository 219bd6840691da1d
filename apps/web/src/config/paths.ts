/**
 * The one route table of the app (spec §2). Every screen's path lives here; links use `getHref`.
 *
 * `access`:
 * - `public`: reachable without a login token (spec §6);
 * - `guarded`: anonymous visitors are sent to /Login and brought back after login.
 * `primary`: a top-level screen whose header shows the logo link to `/` instead of a back button.
 * `keptPlan`: a guarded screen that a signed-out visitor may still open while a read-only copy of the
 * safety plan is kept on this device (lib/kept-safety-plan): it shows that copy.
 */
export type RouteAccess = 'public' | 'guarded';

export type RouteDefinition = {
  readonly path: string;
  readonly access: RouteAccess;
  readonly primary?: boolean;
  readonly keptPlan?: boolean;
};

const route = <T extends RouteDefinition & { getHref: (...args: never[]) => string }>(definition: T) => definition;

const withRedirect = (path: string, redirectTo?: string | null) => (redirectTo ? `${path}?redirectTo=${encodeURIComponent(redirectTo)}` : path);

export const paths = {
  /** Landing for anonymous visitors, home for signed-in users. */
  home: route({ path: '/', access: 'public', primary: true, getHref: () => '/' }),
  welcome: route({ path: '/welcome', access: 'public', primary: true, getHref: () => '/welcome' }),
  chooseOption: route({ path: '/ChooseOption', access: 'guarded', primary: true, getHref: () => '/ChooseOption' }),
  chooseOptionLowercase: route({
    path: '/chooseOption',
    access: 'guarded',
    primary: true,
    getHref: () => '/chooseOption',
  }),

  login: route({
    path: '/Login',
    access: 'public',
    primary: true,
    getHref: (redirectTo?: string | null) => withRedirect('/Login', redirectTo),
  }),
  register: route({
    path: '/register',
    access: 'public',
    getHref: (redirectTo?: string | null) => withRedirect('/register', redirectTo),
  }),
  forgotPassword: route({ path: '/forgot-password', access: 'public', getHref: () => '/forgot-password' }),
  resetPassword: route({ path: '/reset-password', access: 'public', getHref: () => '/reset-password' }),

  profile: route({ path: '/Profile', access: 'guarded', getHref: () => '/Profile' }),
  settings: route({ path: '/Settings', access: 'guarded', primary: true, getHref: () => '/Settings' }),

  page: route({
    path: '/pages/:slug',
    access: 'public',
    getHref: (slug: string) => `/pages/${encodeURIComponent(slug)}`,
  }),

  skill: route({
    path: '/skills/:slug',
    access: 'guarded',
    getHref: (slug: string) => `/skills/${encodeURIComponent(slug)}`,
  }),
  quickCope: route({ path: '/QuickCope', access: 'guarded', primary: true, getHref: () => '/QuickCope' }),
  activities: route({ path: '/Activities', access: 'guarded', primary: true, getHref: () => '/Activities' }),
  recommended: route({ path: '/Recommended', access: 'guarded', getHref: () => '/Recommended' }),
  liked: route({ path: '/Liked', access: 'guarded', primary: true, getHref: () => '/Liked' }),
  favoriteActivities: route({
    path: '/favorite-activities',
    access: 'guarded',
    primary: true,
    getHref: () => '/favorite-activities',
  }),
  stopSkill: route({ path: '/StopSkill', access: 'guarded', getHref: () => '/StopSkill' }),
  breath: route({ path: '/Breath', access: 'public', getHref: () => '/Breath' }),

  rca: route({ path: '/RCA', access: 'guarded', primary: true, getHref: () => '/RCA' }),
  rcao: route({ path: '/rcao', access: 'guarded', getHref: () => '/rcao' }),

  dashboard: route({ path: '/dashboard', access: 'guarded', getHref: () => '/dashboard' }),
  dashboardSubscriptions: route({
    path: '/dashboard/subscription',
    access: 'guarded',
    getHref: () => '/dashboard/subscription',
  }),
  subscription: route({
    path: '/subscriptions/:id',
    access: 'guarded',
    getHref: (id: string | number) => `/subscriptions/${encodeURIComponent(String(id))}`,
  }),
  order: route({
    path: '/orders/:id',
    access: 'guarded',
    getHref: (id: string | number) => `/orders/${encodeURIComponent(String(id))}`,
  }),
  orderThankYou: route({
    path: '/my-account/order-thank-you',
    access: 'guarded',
    getHref: () => '/my-account/order-thank-you',
  }),
  paymentSuccess: route({ path: '/PaymentSuccess', access: 'guarded', getHref: () => '/PaymentSuccess' }),
  paymentCancel: route({ path: '/PaymentCancel', access: 'guarded', getHref: () => '/PaymentCancel' }),
  subscriptionCheckout: route({ path: '/Subscription', access: 'public', getHref: () => '/Subscription' }),
  goPremium: route({ path: '/go-premium', access: 'guarded', getHref: () => '/go-premium' }),

  // The crisis kit (issue 9): for every signed-in person, never behind premium.
  safetyPlan: route({ path: '/safety-plan', access: 'guarded', primary: true, keptPlan: true, getHref: () => '/safety-plan' }),
  whatHelps: route({ path: '/what-helps', access: 'guarded', primary: true, getHref: () => '/what-helps' }),
  diary: route({ path: '/diary', access: 'guarded', primary: true, getHref: () => '/diary' }),
  /** Weeks and months of the person's own entries, in words, charts and tables. */
  trends: route({ path: '/trends', access: 'guarded', getHref: () => '/trends' }),
  /** The printable summary for a therapist: a week of diary, what helps, the safety plan. */
  summary: route({ path: '/summary', access: 'guarded', getHref: () => '/summary' }),

  // Reminders (decision 027): the one-tap check-in a reminder opens.
  checkIn: route({ path: '/check-in', access: 'guarded', getHref: () => '/check-in' }),

  apiViewer: route({ path: '/api-provider', access: 'public', getHref: () => '/api-provider' }),

  /** A summary someone shared with their therapist (decision 026): read-only, no account, outside the app's shell. */
  sharedSummary: route({ path: '/shared/:token', access: 'public', getHref: (token: string) => `/shared/${encodeURIComponent(token)}` }),
} as const;

export type PathKey = keyof typeof paths;

/** The contact / SOS page: one tap from every screen (DESIGN.md, "Safety"). */
export const SOS_PAGE_SLUG = 'contact';
export const sosHref = () => paths.page.getHref(SOS_PAGE_SLUG);

/** Where the FAQ lives (Settings links to it). */
export const FAQ_PAGE_SLUG = 'faq';
