import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError } from '@/components/ui/load-error';
import { sosHref } from '@/config/paths';
import { useSafetyPlan } from '@/features/safety-plan/api/safety-plan';
import { KeptPlan } from '@/features/safety-plan/components/kept-plan';
import { SafetyPlanEditor } from '@/features/safety-plan/components/safety-plan-editor';
import '@/features/safety-plan/safety-plan.css';
import { useIsSignedIn } from '@/lib/auth';
import { leaveNotice } from '@/lib/flash-notice';
import { forgetKeptSafetyPlan, useKeptSafetyPlan, type KeptSafetyPlan } from '@/lib/kept-safety-plan';

const COPY_REMOVED = msg`The copy of your safety plan is removed from this device.`;

/**
 * /safety-plan: the person's own safety plan, the six Stanley–Brown steps and reasons for living.
 * Signed out, the copy kept on this device after an offline logout, read-only (the root route lets a
 * signed-out visitor in only while there is one; docs/decisions/022-kept-safety-plan.md).
 */
export function SafetyPlanRoute() {
  const signedIn = useIsSignedIn();
  const kept = useKeptSafetyPlan();
  if (!signedIn) return kept ? <KeptPlanScreen plan={kept} /> : null;
  return <PlanEditorScreen />;
}

function KeptPlanScreen({ plan }: { plan: KeptSafetyPlan }) {
  const { i18n } = useLingui();
  return (
    <PlanScreen>
      <DangerNowLine />
      <KeptPlan
        plan={plan}
        onRemove={() => {
          // Without the copy this screen is closed to someone signed out: the login screen they land on says why.
          leaveNotice(i18n._(COPY_REMOVED));
          forgetKeptSafetyPlan();
        }}
      />
    </PlanScreen>
  );
}

function PlanEditorScreen() {
  const { t } = useLingui();
  const plan = useSafetyPlan();

  return (
    <PlanScreen>
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
        <DangerNowLine />
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
    </PlanScreen>
  );
}

/** The safety plan's screen, with its title: the same for the editor and the copy kept on the device. */
function PlanScreen({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section className="screen safety-plan" aria-labelledby="safety-plan-title">
      <DocumentTitle title={t`My safety plan`} />
      <h1 id="safety-plan-title">
        <Trans>My safety plan</Trans>
      </h1>
      {children}
    </section>
  );
}

function DangerNowLine() {
  return (
    <p className="safety-plan__sos">
      <Trans>
        If you are in danger now, <Link to={sosHref()}>get help now on the SOS page</Link>.
      </Trans>
    </p>
  );
}
