import { Trans, useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_PHONE_SECTIONS, SAFETY_PLAN_SECTIONS } from '@steady/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import type { KeptSafetyPlan } from '@/lib/kept-safety-plan';
import { itemErrors, telHref } from '../utils/plan-draft';
import { SECTION_MESSAGES } from '../utils/section-copy';

type KeptPlanProps = {
  plan: KeptSafetyPlan;
  /** The person removes the copy from this device. */
  onRemove: () => void;
};

/**
 * The safety plan kept on this device after an offline logout (lib/kept-safety-plan), for someone
 * signed out: read-only and marked so, each step that has words in it, numbers tap-to-call. The person
 * can remove it from here, since phones are shared.
 */
export function KeptPlan({ plan, onRemove }: KeptPlanProps) {
  const { t, i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const keptAt = formatDateTime(plan.keptAt);
  const steps = SAFETY_PLAN_SECTIONS.map((section, index) => ({ section, step: index + 1, items: plan.sections[section] })).filter(
    ({ items }) => items.length > 0,
  );

  return (
    <>
      <div className="kept-plan__notice">
        <p>
          <Trans>
            <strong>A copy kept on this device.</strong> <Link to={paths.login.getHref(paths.safetyPlan.getHref())}>Sign in</Link> to change it.
          </Trans>
        </p>
        <p className="kept-plan__when">
          <Trans comment="when the copy of the safety plan was kept, e.g. Kept on 28 Nov 2026 at 14:07">Kept on {keptAt}.</Trans>
        </p>
        <button type="button" className="btn btn--secondary" onClick={() => setConfirming(true)}>
          <span>
            <Trans comment="button: removes the copy of the safety plan kept on this device">Remove it</Trans>
          </span>
        </button>
      </div>
      {steps.map(({ section, step, items }) => (
        <section key={section} className="plan-step" aria-labelledby={`kept-${section}`}>
          <h2 id={`kept-${section}`} className="plan-step__title">
            {section === 'reasonsForLiving' ? null : (
              <span className="plan-step__number">
                <Trans comment="Number of a step of the safety plan, above its title">Step {step}</Trans>
              </span>
            )}
            {i18n._(SECTION_MESSAGES[section].title)}
          </h2>
          <ul className="kept-plan__items">
            {items.map((item) => {
              const phone = item.phone?.trim();
              const callable = SAFETY_PLAN_PHONE_SECTIONS.includes(section) && phone && !itemErrors(item).phone;
              const who = item.text.trim() || phone;
              return (
                <li key={item.id} className="kept-plan__item">
                  <span>{item.text}</span>
                  {callable ? (
                    <a className="btn btn--secondary kept-plan__call" href={telHref(phone)}>
                      <span>
                        <Trans comment="Link: call someone in the safety plan, e.g. Call Alex (0800 11)">
                          Call <bdi>{who}</bdi> <bdi dir="ltr">({phone})</bdi>
                        </Trans>
                      </span>
                    </a>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Remove the copy from this device?`}
        question={t`Your safety plan stays in your account. You'll see it again when you sign in.`}
        cancelLabel={t({ message: 'Keep it', comment: 'button: keeps the copy of the safety plan on this device' })}
        confirmLabel={t({ message: 'Remove it', comment: 'button: removes the copy of the safety plan kept on this device' })}
        onConfirm={() => {
          setConfirming(false);
          onRemove();
        }}
      />
    </>
  );
}
