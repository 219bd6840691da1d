import { Trans } from '@lingui/react/macro';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSection, type SafetyPlanSections } from '@steady/contracts';

type SafetyPlanSummaryProps = {
  sections: SafetyPlanSections;
  /** Each step's heading, as the safety plan names it (the route brings them from that feature). */
  titles: Record<SafetyPlanSection, string>;
  /** tel: link for a phone number, as the safety plan makes it. */
  telHref: (phone: string) => string;
};

/** The safety plan, read-only, for the printable summary: every step in order, numbers tap-to-call. */
export function SafetyPlanSummary({ sections, titles, telHref }: SafetyPlanSummaryProps) {
  if (SAFETY_PLAN_SECTIONS.every((s) => sections[s].length === 0))
    return (
      <p className="muted">
        <Trans>No safety plan written yet.</Trans>
      </p>
    );
  return (
    <ol className="summary-plan">
      {SAFETY_PLAN_SECTIONS.map((section) => (
        <li key={section}>
          <h3>{titles[section]}</h3>
          {sections[section].length === 0 ? (
            <p className="muted">
              <Trans comment="under a safety plan step with no items">Nothing written yet.</Trans>
            </p>
          ) : (
            <ul>
              {sections[section].map((item) => (
                <li key={item.id}>
                  {item.text}
                  {item.phone ? (
                    <>
                      {' · '}
                      <a href={telHref(item.phone)}>{item.phone}</a>
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
