import { Trans, useLingui } from '@lingui/react/macro';
import { CHECK_IN_RATING_KEY } from '@steady/contracts';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { newClientId } from '@/lib/client-id';
import { useSaveDistressRating } from '@/features/distress/api/save-distress-rating';
import { DistressScale } from '@/features/distress/components/distress-scale';
import { HighDistressSupport, isHighDistress } from '@/features/distress/components/high-distress-support';
import '@/features/distress/distress.css';

/**
 * The one-tap check-in a reminder opens (/check-in?from=reminder, decision 027): eleven big buttons 0–10,
 * and a tap records it as a distress rating (kept on the device while offline). Another tap changes it.
 * A reminder to fill the diary or look over the plan leads on there afterwards.
 */
export function CheckInRoute() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const next = params.get('for');
  const sessionId = useMemo(() => newClientId(), []);
  const [value, setValue] = useState<number | null>(null);
  const save = useSaveDistressRating();
  const rate = (rating: number) => {
    setValue(rating);
    save.mutate({ id: sessionId, body: { skill: CHECK_IN_RATING_KEY, before: rating } });
  };

  return (
    <section className="screen screen--narrow check-in" aria-labelledby="check-in-title">
      <DocumentTitle title={t`Check in`} />
      <h1 id="check-in-title">
        <Trans>How are you right now?</Trans>
      </h1>
      <DistressScale label={t`One tap, from 0 (calm) to 10 (the worst).`} value={value} onChange={rate} />
      <div role="status" className="check-in__status">
        {value === null ? null : save.isError ? (
          <p className="alert alert--error">
            <Trans>That didn&apos;t save. Tap your number again to try once more.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Noted. Thank you for checking in.</Trans>
          </p>
        )}
      </div>
      {isHighDistress(value) ? <HighDistressSupport /> : null}
      {value !== null ? (
        <div className="stack-row">
          {next === 'diary' ? (
            <Link className="btn btn--primary" to={paths.diary.getHref()}>
              <Trans>Go on to my diary</Trans>
            </Link>
          ) : next === 'safety-plan' ? (
            <Link className="btn btn--primary" to={paths.safetyPlan.getHref()}>
              <Trans>Look over my safety plan</Trans>
            </Link>
          ) : null}
          <Link className="btn btn--secondary" to={paths.home.getHref()}>
            <Trans>Done</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
