import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Plan } from '@steady/contracts';
import { languageAttributes } from '@/lib/i18n/content-language';
import { formatAmount, intervalLabel } from '../utils/format';

/** After the price ('$4.99 / month'). */
const PER_INTERVAL: Record<Plan['interval'], MessageDescriptor> = {
  day: msg({ message: '/ day', comment: "after a plan's price: '$4.99 / day'" }),
  week: msg({ message: '/ week', comment: "after a plan's price: '$4.99 / week'" }),
  month: msg({ message: '/ month', comment: "after a plan's price: '$4.99 / month'" }),
  year: msg({ message: '/ year', comment: "after a plan's price: '$4.99 / year'" }),
};

/** Spec §2: the plan's name, amount and interval. */
export function PlanSummary({ plan }: { plan: Plan }) {
  const { i18n } = useLingui();
  // The CMS's words for the plan: marked when not in the interface's language yet.
  const ownWords = languageAttributes(plan.locale, i18n.locale);
  return (
    <section className="plan-card" aria-labelledby="plan-card-name">
      <p className="plan-card__eyebrow">
        <Trans>Your plan</Trans>
      </p>
      <h2 className="plan-card__name" id="plan-card-name" {...ownWords}>
        {plan.name}
      </h2>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatAmount(plan.amount, plan.currency)}</span>
        <span className="plan-card__per"> {i18n._(PER_INTERVAL[plan.interval])}</span>
      </p>
      <dl className="plan-card__facts">
        <div>
          <dt>
            <Trans comment="plan fact: how often it is billed, e.g. 'Billed: Monthly'">Billed</Trans>
          </dt>
          <dd>{intervalLabel(plan.interval)}</dd>
        </div>
        <div>
          <dt>
            <Trans context="plan fact label" comment="when the plan can be cancelled, 'Cancel: Any time'">
              Cancel
            </Trans>
          </dt>
          <dd>
            <Trans comment="plan fact: 'Cancel: Any time'">Any time</Trans>
          </dd>
        </div>
      </dl>
      {plan.description ? (
        <p className="plan-card__description" {...ownWords}>
          {plan.description}
        </p>
      ) : null}
    </section>
  );
}
