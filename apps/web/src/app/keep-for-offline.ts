import { i18n } from '@lingui/core';
import type { Account } from '@steady/contracts';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { FAQ_PAGE_SLUG, SOS_PAGE_SLUG } from '@/config/paths';
import { accountQueryKey, getAccountQueryOptions } from '@/lib/account';
import { getAppInformationQueryOptions } from '@/lib/app-information';
import { getToken } from '@/lib/auth-token';
import { whenWorkerControls } from '@/lib/service-worker';

type Idle = (task: () => void) => void;
type Waits = { idle: Idle; workerReady: () => Promise<void> };

/** After the screen has settled: this reading must never compete with what the person is doing. */
const whenIdle: Idle = (task) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 5000 });
  else window.setTimeout(task, 1000);
};

/**
 * What a signed-in person may reach for with no connection is read once per sign-in and language while
 * online, so the service worker keeps it (pwa.config.ts) even for screens never opened: their account,
 * safety plan, diary and past chain analyses; the menu, SOS with its helplines, the FAQ, the chain
 * analysis's first step, and the skill catalogue with every free skill's steps (Quick Cope and breathing
 * included); and each skill they like. Its code loads outside the first route, when idle.
 */
export function keepForOffline(queryClient: QueryClient, { idle, workerReady }: Waits = { idle: whenIdle, workerReady: whenWorkerControls }): () => void {
  let keptFor: string | null = null;
  const liked = new Set<string>();

  const keep = () => {
    const account = queryClient.getQueryData<Account>(accountQueryKey);
    const token = getToken();
    if (!account || !token || !navigator.onLine) return;
    const key = `${token}|${i18n.locale}`;
    const everything = keptFor !== key;
    if (everything) {
      keptFor = key;
      liked.clear();
    }
    const newlyLiked = account.favourites.filter((slug) => !liked.has(slug));
    for (const slug of newlyLiked) liked.add(slug);
    if (!everything && newlyLiked.length === 0) return;
    // Read before the worker controls the page, an answer would not be kept.
    void workerReady().then(() => idle(() => void read(queryClient, account, everything ? 'everything' : newlyLiked)));
  };

  const stopAccount = queryClient.getQueryCache().subscribe((event) => {
    const { queryKey } = event.query;
    if (queryKey.length === accountQueryKey.length && queryKey[0] === accountQueryKey[0]) keep();
  });
  const stopLanguage = i18n.on('change', keep);
  return () => {
    stopAccount();
    stopLanguage();
  };
}

/**
 * Reads each answer through the screens' own queries, so the worker keeps the very URLs they ask for;
 * anew even when this page has a fresh copy, which it may have read before the worker could keep it.
 */
async function read(queryClient: QueryClient, account: Account, what: 'everything' | string[]): Promise<void> {
  const readAnew = <T, K extends QueryKey>(options: FetchQueryOptions<T, Error, T, K>) => queryClient.prefetchQuery({ ...options, staleTime: 0 });
  const [skillApi, skillListApi] = await Promise.all([import('@/features/skills/api/get-skill'), import('@/features/skills/api/get-skills')]);
  const readSkill = (slug: string) => readAnew(skillApi.getSkillQueryOptions(slug, account.isPremium));
  if (what !== 'everything') {
    await Promise.all(what.map(readSkill));
    return;
  }
  const [plan, diary, dates, page, helplines, rcaContent, triggers, analyses] = await Promise.all([
    import('@/features/safety-plan/api/safety-plan'),
    import('@/features/diary/api/get-diary'),
    import('@/lib/calendar-days'),
    import('@/features/pages/api/get-page'),
    import('@/features/pages/api/get-helplines'),
    import('@/features/rca/api/get-rca-content'),
    import('@/features/rca/api/get-triggers'),
    import('@/features/rca/api/get-analyses'),
  ]);
  const today = dates.localDate();
  const monday = dates.mondayOf(today);
  await Promise.all([
    // Read by the first screen, perhaps before the worker was there to keep them.
    readAnew(getAccountQueryOptions()),
    readAnew(getAppInformationQueryOptions()),
    readAnew(plan.safetyPlanQueryOptions()),
    readAnew(page.getPageQueryOptions(SOS_PAGE_SLUG)),
    readAnew(page.getPageQueryOptions(FAQ_PAGE_SLUG)),
    readAnew(helplines.helplinesQueryOptions()),
    readAnew(diary.getWritableDaysQueryOptions(today)),
    readAnew(diary.getDiaryQueryOptions(monday, dates.addDays(monday, 6))),
    readAnew(rcaContent.getRcaContentQueryOptions()),
    readAnew(triggers.getTriggersQueryOptions()),
    readAnew(analyses.getAnalysesQueryOptions()),
  ]);
  const catalogue = skillListApi.getSkillsQueryOptions();
  await readAnew(catalogue);
  const skills = queryClient.getQueryData(catalogue.queryKey) ?? [];
  const slugs = new Set([...account.favourites, ...skills.filter((skill) => !skill.premium).map((skill) => skill.slug)]);
  // A few at a time: the server shares itself with everyone else.
  const queue = [...slugs];
  const worker = async () => {
    for (let slug = queue.shift(); slug !== undefined; slug = queue.shift()) await readSkill(slug);
  };
  await Promise.all([worker(), worker(), worker()]);
}
