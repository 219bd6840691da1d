import { Trans, useLingui } from '@lingui/react/macro';
import { DIARY_EMOTIONS, DIARY_URGES, type WhatHelpsEntry } from '@steady/contracts';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { localDate } from '@/lib/calendar-days';
import { DIARY_EMOTION_WORDS, DIARY_URGE_WORDS } from '@/lib/i18n/contract-labels';
import { useTrends } from '../api/get-trends';
import { compareLatest, largestChange } from '../utils/compare';
import { gatherBuckets, gatherPeriod } from '../utils/gather';
import { bucketsFor, rangeOf, TREND_PERIODS, type TrendPeriod } from '../utils/periods';
import '../trends.css';
import { PeriodPicker } from './period-picker';
import { useBucketWords, usePeriodWords } from './period-words';
import { TrendChart } from './trend-chart';
import { useEmotionSentence, useUrgeSentence } from './trend-sentences';

type TrendsScreenProps = {
  /** A skill's name in the person's language (the app knows the catalogue). */
  nameSkill: (slug: string) => string;
  /** What helped over the period, drawn by the app with What helps me's table. */
  whatHelps: (entries: WhatHelpsEntry[]) => ReactNode;
};

/** A change in a 0–5 average smaller than this is 'about the same'. */
const STEP = 0.5;

const isPeriod = (value: string | null): value is TrendPeriod => TREND_PERIODS.includes(value as TrendPeriod);

/**
 * Weeks and months of the person's own entries: what they did and how they felt, in words first and
 * then in charts, with no score and no streak. The chosen period is in the address, so Back returns to it.
 */
export function TrendsScreen({ nameSkill, whatHelps }: TrendsScreenProps) {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const period: TrendPeriod = isPeriod(params.get('period')) ? (params.get('period') as TrendPeriod) : '4w';
  const [today] = useState(() => localDate());
  const buckets = useMemo(() => bucketsFor(period, today), [period, today]);
  const { from, to } = rangeOf(buckets);
  const query = useTrends(from, to);
  const wordsOf = useBucketWords();
  const span = usePeriodWords()[period].span;
  const urgeSentence = useUrgeSentence({ wordsOf, span });
  const emotionSentence = useEmotionSentence({ wordsOf, span });

  const choose = (next: TrendPeriod) => setParams(next === '4w' ? {} : { period: next }, { replace: true });

  const body = (() => {
    if (query.isPending) {
      return (
        <p className="muted" role="status">
          <Spinner /> <Trans>Loading your trends…</Trans>
        </p>
      );
    }
    if (query.isError) {
      return <LoadError title={t`We couldn't load your trends.`} error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
    }
    const data = query.data;
    // The previous period's answer stays while this one loads: say so rather than show it as this one.
    const stale = query.isPlaceholderData;
    if (!stale && data.diary.length === 0 && data.ratings.length === 0 && data.checkIns.length === 0) {
      return (
        <div className="notice trends-empty">
          <p>
            <Trans>Nothing to show for {span} yet.</Trans>
          </p>
          <p>
            <Trans>Your diary card, your check-ins and the ratings before and after a skill fill this page, week by week.</Trans>
          </p>
          <Link className="btn btn--primary" to={paths.diary.getHref()}>
            <Trans>Open my diary card</Trans>
          </Link>
        </div>
      );
    }
    const figures = gatherBuckets(data, buckets);
    const whole = gatherPeriod(data, buckets);
    const labels = buckets.map(wordsOf);
    const latest = figures.at(-1)!;
    const latestPhrase = wordsOf(latest.bucket).phrase;
    const { diaryDays, checkIns, skillUses, actedDays } = latest;
    const before = whole.distressBefore;
    const after = whole.distressAfter;
    const emotionSeries = DIARY_EMOTIONS.map((e) => ({ key: e, name: i18n._(DIARY_EMOTION_WORDS[e]), values: figures.map((f) => f.emotions[e]) }));
    const mostChanged = largestChange(buckets, emotionSeries, STEP);
    const mostUsed = whole.skillsUsed
      .slice(0, 3)
      .map(({ skill, times }) => `${nameSkill(skill)} (${times})`)
      .join(', ');
    const days = whole.days;
    const written = whole.diaryDays;

    return (
      <div className={stale ? 'trends trends--stale' : 'trends'} aria-busy={stale || undefined}>
        <section className="trends-glance" aria-labelledby="trends-glance-title">
          <h2 id="trends-glance-title">
            <Trans comment="Trends: heading of the counts for the whole period">At a glance</Trans>
          </h2>
          <dl className="trends-glance__list">
            <div>
              <dt>
                <Trans>Days with a diary card</Trans>
              </dt>
              <dd>
                <Trans comment="e.g. 18 of 28 (days)">
                  {written} of {days}
                </Trans>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Check-ins</Trans>
              </dt>
              <dd>{whole.checkIns}</dd>
            </div>
            <div>
              <dt>
                <Trans comment="Trends: how many times a skill was done in Steady or noted in the diary">Times you used a skill</Trans>
              </dt>
              <dd>{whole.skillUses}</dd>
            </div>
            <div>
              <dt>
                <Trans>Days you acted on an urge</Trans>
              </dt>
              <dd>{whole.actedDays}</dd>
            </div>
            {mostUsed ? (
              <div className="trends-glance__wide">
                <dt>
                  <Trans comment="Trends: the skills used most, each with how many times">Used most</Trans>
                </dt>
                <dd>{mostUsed}</dd>
              </div>
            ) : null}
          </dl>
        </section>

        <TrendChart
          title={t`Distress before and after a skill`}
          summary={
            before !== null && after !== null
              ? t`Over ${span}, your distress went from ${before} before a skill to ${after} after it, on average.`
              : t`No skills rated before and after in ${span} yet.`
          }
          scaleHint={t`0 is no distress, 10 is the most.`}
          labels={labels}
          yMax={10}
          series={[
            {
              key: 'before',
              name: t({ message: 'Before', comment: 'Trends chart line: distress before a skill' }),
              values: figures.map((f) => f.distressBefore),
            },
            { key: 'after', name: t({ message: 'After', comment: 'Trends chart line: distress after a skill' }), values: figures.map((f) => f.distressAfter) },
          ]}
        />

        <TrendChart
          title={t({ message: 'Urges', comment: 'Trends chart title: the diary card urges' })}
          summary={urgeSentence(
            compareLatest(
              buckets,
              figures.map((f) => f.anyUrge),
              STEP,
            ),
          )}
          scaleHint={t`Averages of the days you rated: 0 is none, 5 is very strong.`}
          labels={labels}
          yMax={5}
          series={DIARY_URGES.map((u) => ({ key: u, name: i18n._(DIARY_URGE_WORDS[u]), values: figures.map((f) => f.urges[u]) }))}
        />

        <TrendChart
          title={t({ message: 'Emotions', comment: 'Trends chart title: the diary card emotions' })}
          summary={emotionSentence(mostChanged && { name: emotionSeries.find((s) => s.key === mostChanged.key)!.name, comparison: mostChanged.comparison })}
          scaleHint={t`Averages of the days you rated: 0 is none, 5 is very strong.`}
          labels={labels}
          yMax={5}
          series={emotionSeries}
        />

        <TrendChart
          title={t`Days and times`}
          summary={t`In ${latestPhrase}: days with a diary card ${diaryDays}, check-ins ${checkIns}, times you used a skill ${skillUses}, days you acted on an urge ${actedDays}.`}
          labels={labels}
          yMax={Math.max(7, ...figures.flatMap((f) => [f.diaryDays, f.checkIns, f.skillUses, f.actedDays]))}
          format={(n) => String(n)}
          series={[
            { key: 'diary', name: t`Days with a diary card`, values: figures.map((f) => f.diaryDays) },
            { key: 'checkIns', name: t`Check-ins`, values: figures.map((f) => f.checkIns) },
            { key: 'skills', name: t`Times you used a skill`, values: figures.map((f) => f.skillUses) },
            { key: 'acted', name: t`Days you acted on an urge`, values: figures.map((f) => f.actedDays) },
          ]}
        />

        <section className="trends-helps" aria-labelledby="trends-helps-title">
          <h2 id="trends-helps-title">
            <Trans>What helped over this time</Trans>
          </h2>
          {whole.whatHelps.length ? (
            whatHelps(whole.whatHelps)
          ) : (
            <p className="muted">
              <Trans>No skills rated in {span} yet.</Trans>
            </p>
          )}
        </section>
      </div>
    );
  })();

  return (
    <>
      <PeriodPicker value={period} onChange={choose} />
      {body}
    </>
  );
}
