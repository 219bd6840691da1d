import { Trans, useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_PHONE_SECTIONS } from '@steady/contracts';
import { useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '@/lib/auth';
import { safetyPlanQueryOptions } from '../api/safety-plan';
import { SECTION_MESSAGES } from '../utils/section-copy';
import { itemErrors, telHref } from '../utils/plan-draft';
import './plan-people.css';

/**
 * On SOS, under the emergency numbers: the people and services from the person's own safety plan, each
 * with a Call button. From the device's copy of the plan when offline (app/keep-for-offline.ts); nothing
 * at all for someone signed out, or whose plan names nobody with a number.
 */
export function PlanPeople() {
  const { i18n } = useLingui();
  const signedIn = useIsSignedIn();
  const plan = useQuery({ ...safetyPlanQueryOptions(), enabled: signedIn });
  if (!signedIn || !plan.data) return null;
  const sections = SAFETY_PLAN_PHONE_SECTIONS.map((section) => ({
    section,
    items: plan.data.sections[section].filter((item) => item.phone?.trim() && !itemErrors(item).phone),
  })).filter(({ items }) => items.length > 0);
  if (sections.length === 0) return null;
  return (
    <section className="plan-people" aria-labelledby="plan-people-title">
      <h2 id="plan-people-title">
        <Trans>From your safety plan</Trans>
      </h2>
      {sections.map(({ section, items }) => (
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
    </section>
  );
}
