import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError } from '@/components/ui/load-error';
import { sosHref } from '@/config/paths';
import { useSafetyPlan } from '@/features/safety-plan/api/safety-plan';
import { SafetyPlanEditor } from '@/features/safety-plan/components/safety-plan-editor';
import '@/features/safety-plan/safety-plan.css';

/** /safety-plan (issue 9): the person's own safety plan, the six Stanley–Brown steps and reasons for living. */
export function SafetyPlanRoute() {
  const { t } = useLingui();
  const plan = useSafetyPlan();

  return (
    <section className="screen safety-plan" aria-labelledby="safety-plan-title">
      <DocumentTitle title={t`My safety plan`} />
      <h1 id="safety-plan-title">
        <Trans>My safety plan</Trans>
      </h1>
      <div className="safety-plan__intro">
        <p className="lead">
          <Trans>
            A safety plan is a short list, in your own words, of what you can do when things get very hard — step by step, from noticing the signs to reaching
            someone who can help.
          </Trans>
        </p>
        <p>
          <Trans>
            Fill in what you can, when you feel able to. There are no right answers, and you can change it any time. It is saved as you type, and only you can
            see it.
          </Trans>
        </p>
        <p className="safety-plan__sos">
          <Trans>
            If you are in danger now, <Link to={sosHref()}>get help now on the SOS page</Link>.
          </Trans>
        </p>
      </div>
      {plan.isPending ? (
        <div className="plan-skeleton" role="status">
          <span className="visually-hidden">
            <Trans>Loading your safety plan…</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <span key={i} className="plan-skeleton__block" aria-hidden="true" />
          ))}
        </div>
      ) : plan.isError ? (
        <LoadError title={t`We couldn't load your safety plan.`} error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />
      ) : (
        <SafetyPlanEditor plan={plan.data} />
      )}
    </section>
  );
}
