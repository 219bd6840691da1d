import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection } from '@steady/contracts';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useSafetyPlanForSummary } from '../api/get-safety-plan';

/** The Stanley–Brown steps in order, named as the safety plan names them. */
export const SAFETY_PLAN_SECTION_TITLES: Record<SafetyPlanSection, string> = {
  warningSigns: 'Warning signs',
  copingAlone: 'Things I can do on my own',
  distractions: 'People and places that take my mind off things',
  helpers: 'People I can ask for help',
  professionals: 'Professionals and services',
  safeEnvironment: 'Making my space safer',
  reasonsForLiving: 'My reasons for living',
};

/** The safety plan, read-only, for the printable summary. */
export function SafetyPlanSummary() {
  const plan = useSafetyPlanForSummary();
  if (plan.isPending) {
    return (
      <p className="muted" role="status">
        <Spinner /> Loading your safety plan…
      </p>
    );
  }
  if (plan.isError) {
    return <LoadError what="your safety plan" error={plan.error} onRetry={() => void plan.refetch()} retrying={plan.isFetching} />;
  }
  const filled = SAFETY_PLAN_SECTIONS.filter((s) => plan.data.sections[s].length > 0);
  if (filled.length === 0) return <p className="muted">No safety plan written yet.</p>;
  return (
    <ol className="summary-plan">
      {SAFETY_PLAN_SECTIONS.map((section) => (
        <li key={section}>
          <h3>{SAFETY_PLAN_SECTION_TITLES[section]}</h3>
          {plan.data.sections[section].length === 0 ? (
            <p className="muted">Nothing written yet.</p>
          ) : (
            <ul>
              {plan.data.sections[section].map((item) => (
                <li key={item.id}>
                  {item.text}
                  {item.phone ? (
                    <>
                      {' · '}
                      <a href={`tel:${item.phone.replace(/[^0-9+]/g, '')}`}>{item.phone}</a>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
