import type { Plan } from '@steady/contracts';
import { formatAmount, intervalLabel } from '../utils/format';

/** Spec §2: the plan's name, amount and interval. */
export function PlanSummary({ plan }: { plan: Plan }) {
  return (
    <section className="plan-card" aria-labelledby="plan-card-name">
      <p className="plan-card__eyebrow">Your plan</p>
      <h2 className="plan-card__name" id="plan-card-name">
        {plan.name}
      </h2>
      <p className="plan-card__price">
        <span className="plan-card__amount">{formatAmount(plan.amount, plan.currency)}</span>
        <span className="plan-card__per"> / {plan.interval}</span>
      </p>
      <dl className="plan-card__facts">
        <div>
          <dt>Billed</dt>
          <dd>{intervalLabel(plan.interval)}</dd>
        </div>
        <div>
          <dt>Cancel</dt>
          <dd>Any time</dd>
        </div>
      </dl>
      {plan.description ? <p className="plan-card__description">{plan.description}</p> : null}
    </section>
  );
}
