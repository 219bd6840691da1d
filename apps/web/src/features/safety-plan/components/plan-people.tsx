import { Trans, useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_PHONE_SECTIONS, type SafetyPlanSections } from '@steady/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@/lib/auth';
import { useKeptSafetyPlan } from '@/lib/kept-safety-plan';
import { KeptPlanLink } from './kept-plan-link';
import { safetyPlanQueryOptions } from '../api/safety-plan';
import { SECTION_MESSAGES } from '../utils/section-copy';
import { itemErrors, telHref } from '../utils/plan-draft';
import './plan-people.css';

/**
 * On SOS, under the emergency numbers: the people and services from the person's own safety plan, each
 * with a Call button. From the device's copy of the plan when offline (app/keep-for-offline.ts). Signed
 * out, from the copy kept on this device after an offline logout (lib/kept-safety-plan), with the way
 * to the whole of it; nothing at all for someone signed out without one, or whose plan names nobody
 * with a number.
 */
export function PlanPeople() {
  const signedIn = useIsSignedIn();
  const plan = useQuery({ ...safetyPlanQueryOptions(), enabled: signedIn });
  const kept = useKeptSafetyPlan();
  if (signedIn) return plan.data ? <People sections={plan.data.sections} /> : null;
  return kept ? <People sections={kept.sections} kept /> : null;
}

function People({ sections, kept = false }: { sections: SafetyPlanSections; kept?: boolean }) {
  const { i18n } = useLingui();
  const groups = SAFETY_PLAN_PHONE_SECTIONS.map((section) => ({
    section,
    items: sections[section].filter((item) => item.phone?.trim() && !itemErrors(item).phone),
  })).filter(({ items }) => items.length > 0);
  // Signed in, the plan is one tap away in the menu and Home; from a kept copy, only from here.
  if (groups.length === 0 && !kept) return null;
  return (
    <section className="plan-people" aria-labelledby="plan-people-title">
      <h2 id="plan-people-title">
        <Trans>From your safety plan</Trans>
      </h2>
      {groups.map(({ section, items }) => (
        <div key={section}>
          <h3 className="plan-people__group">{i18n._(SECTION_MESSAGES[section].title)}</h3>
          <ul className="plan-people__list">
            {items.map((item) => {
              const phone = item.phone!.trim();
              const who = item.text.trim() || phone;
              return (
                <li key={item.id} className="plan-people__person">
                  <a className="plan-people__call" href={telHref(phone)}>
                    <Trans comment="Link: call someone in the safety plan, e.g. Call Alex (0800 11)">
                      Call <bdi>{who}</bdi> <bdi dir="ltr">({phone})</bdi>
                    </Trans>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
      {kept ? <KeptPlanLink className="plan-people__kept" /> : null}
    </section>
  );
}
