import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_LIMITS, type SafetyPlanSection } from '@steady/contracts';
import type { MessageDescriptor } from '@lingui/core';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { itemErrors, telHref, type DraftItem } from '../utils/plan-draft';
import { SECTION_MESSAGES } from '../utils/section-copy';

/** A table's message with the values it names (a call, so Lingui's extractor leaves it to the table). */
const withValues = (descriptor: MessageDescriptor, values: Record<string, unknown>): MessageDescriptor => ({ ...descriptor, values });

export type FocusTarget = { id: string; part: 'text' | 'up' | 'down' } | { add: SafetyPlanSection };

type PlanSectionProps = {
  section: SafetyPlanSection;
  /** 1–6 for the Stanley–Brown steps; none for reasons for living. */
  step?: number;
  items: DraftItem[];
  withPhone: boolean;
  onChange: (items: DraftItem[], focus?: FocusTarget) => void;
  onAdd: () => void;
  /** Registers focusable controls so focus can follow an item that moved or went away. */
  registerFocus: (key: string, element: HTMLElement | null) => void;
  children?: ReactNode;
};

/** Characters left shown once an item gets close to the limit, so nobody meets it by surprise. */
const SHOW_COUNT_FROM = SAFETY_PLAN_LIMITS.itemText - 50;

/** One step of the plan: a list the person writes in their own words, with add, edit, remove and reorder. */
export function PlanSection({ section, step, items, withPhone, onChange, onAdd, registerFocus, children }: PlanSectionProps) {
  const { t, i18n } = useLingui();
  const copy = SECTION_MESSAGES[section];
  const maxItems = SAFETY_PLAN_LIMITS.items;
  const titleId = `plan-${section}-title`;
  const full = items.length >= SAFETY_PLAN_LIMITS.items;

  const update = (index: number, patch: Partial<DraftItem>) => onChange(items.map((item, i) => (i === index ? { ...item, ...patch } : item)));

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= items.length) return;
    const next = [...items];
    const [moved] = next.splice(index, 1);
    next.splice(target, 0, moved!);
    // Keep focus on the same button; at the end of the list, on the other one.
    const edge = target === 0 || target === items.length - 1;
    const part = by === -1 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    onChange(next, items.length > 1 ? { id: moved!.id, part } : undefined);
  };

  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    const neighbour = next[index] ?? next[index - 1];
    onChange(next, neighbour ? { id: neighbour.id, part: 'text' } : { add: section });
  };

  return (
    <section className="plan-step" aria-labelledby={titleId}>
      <h2 id={titleId} className="plan-step__title">
        {step ? (
          <span className="plan-step__number">
            <Trans comment="Number of a step of the safety plan, above its title">Step {step}</Trans>
          </span>
        ) : null}
        {i18n._(copy.title)}
      </h2>
      <p className="plan-step__hint">{i18n._(copy.hint)}</p>
      {items.length > 0 ? (
        <ol className="plan-items">
          {items.map((item, index) => {
            const errors = itemErrors(item);
            const number = index + 1;
            const label = i18n._(withValues(copy.itemLabel, { number }));
            const left = SAFETY_PLAN_LIMITS.itemText - item.text.length;
            const phone = item.phone?.trim();
            const who = item.text.trim() || phone;
            return (
              <li key={item.id} className="plan-item">
                <FormField
                  label={label}
                  error={errors.text}
                  hint={
                    item.text.length > SHOW_COUNT_FROM && left >= 0 ? t`${plural(left, { one: '# character left', other: '# characters left' })}` : undefined
                  }
                >
                  {(control) => (
                    <input
                      {...control}
                      ref={(el) => registerFocus(`${item.id}:text`, el)}
                      className="input"
                      value={item.text}
                      placeholder={i18n._(copy.placeholder)}
                      autoComplete="off"
                      onChange={(event) => update(index, { text: event.target.value })}
                    />
                  )}
                </FormField>
                {withPhone && copy.phoneLabel ? (
                  <FormField label={i18n._(withValues(copy.phoneLabel, { number }))} error={errors.phone} optional>
                    {(control) => (
                      <input
                        {...control}
                        className="input"
                        type="tel"
                        inputMode="tel"
                        autoComplete="off"
                        value={item.phone ?? ''}
                        placeholder={copy.phonePlaceholder ? i18n._(copy.phonePlaceholder) : undefined}
                        onChange={(event) => update(index, { phone: event.target.value })}
                      />
                    )}
                  </FormField>
                ) : null}
                {withPhone && phone && !errors.phone ? (
                  <a className="plan-item__call" href={telHref(phone)}>
                    <Trans comment="Link: call someone in the safety plan, e.g. Call Alex (0800 11)">
                      Call <bdi>{who}</bdi> <bdi dir="ltr">({phone})</bdi>
                    </Trans>
                  </a>
                ) : null}
                <div className="plan-item__actions">
                  <button
                    type="button"
                    className="plan-item__action"
                    ref={(el) => registerFocus(`${item.id}:up`, el)}
                    aria-label={t({ message: `Move ${label} up`, comment: 'Button: move the item one place up the list, e.g. Move Warning sign 2 up' })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <span aria-hidden="true">↑</span> <Trans comment="Button: move the item one place up the list">Up</Trans>
                  </button>
                  <button
                    type="button"
                    className="plan-item__action"
                    ref={(el) => registerFocus(`${item.id}:down`, el)}
                    aria-label={t({ message: `Move ${label} down`, comment: 'Button: move the item one place down the list, e.g. Move Warning sign 2 down' })}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <span aria-hidden="true">↓</span> <Trans comment="Button: move the item one place down the list">Down</Trans>
                  </button>
                  <button
                    type="button"
                    className="plan-item__action plan-item__action--remove"
                    aria-label={t({ message: `Remove ${label}`, comment: 'Button: remove the item from the list, e.g. Remove Warning sign 2' })}
                    onClick={() => remove(index)}
                  >
                    <Trans comment="Button: remove the item from the list">Remove</Trans>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      ) : (
        <p className="plan-step__empty">
          <Trans>Nothing here yet.</Trans>
        </p>
      )}
      {children}
      <button type="button" className="btn btn--secondary plan-step__add" ref={(el) => registerFocus(`add:${section}`, el)} disabled={full} onClick={onAdd}>
        <span>{i18n._(copy.addLabel)}</span>
      </button>
      {full ? (
        <p className="field__hint">
          <Plural value={maxItems} one="A section can hold up to # item." other="A section can hold up to # items." />
        </p>
      ) : null}
    </section>
  );
}
