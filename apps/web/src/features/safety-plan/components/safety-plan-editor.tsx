import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_PHONE_SECTIONS, SAFETY_PLAN_SECTIONS, type SafetyPlan, type SafetyPlanSection, type SafetyPlanSections } from '@steady/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { putSafetyPlan, safetyPlanQueryKey } from '../api/safety-plan';
import { draftFromSections, newItemId, sectionsToSave, type DraftItem, type DraftPlan } from '../utils/plan-draft';
import { createSerialSaver, type SaveState } from '../utils/serial-saver';
import { PlanActions } from './plan-actions';
import { PlanPicture } from './plan-picture';
import { PlanPrintView } from './plan-print-view';
import { PlanSection, type FocusTarget } from './plan-section';

/** Quiet time after the last keystroke before the plan is saved. */
export const AUTOSAVE_DELAY_MS = 800;

type Status = SaveState | { state: 'invalid' };

/**
 * The plan's editor: every change is kept on screen and saved as the person types (the whole plan,
 * one request at a time). A failed save keeps the words and offers Retry; an item over a limit is
 * marked and nothing is sent until it is fixed.
 */
export function SafetyPlanEditor({ plan }: { plan: SafetyPlan }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<DraftPlan>(() => draftFromSections(plan.sections));
  const [status, setStatus] = useState<Status>({ state: 'idle' });
  const focusables = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);

  const [saver] = useState(() =>
    createSerialSaver(
      async (sections: SafetyPlanSections) => {
        const saved = await putSafetyPlan(sections);
        if (!saved) {
          // Offline: what the screen shows is what will be sent; keep it for a return to this screen.
          queryClient.setQueryData<SafetyPlan>(safetyPlanQueryKey, (old) => (old ? { ...old, sections } : old));
          return 'saved-on-device';
        }
        queryClient.setQueryData(safetyPlanQueryKey, saved);
        // Read it back, so the copy the service worker keeps for offline is this one, not an older one.
        void queryClient.invalidateQueries({ queryKey: safetyPlanQueryKey, exact: true });
        return 'saved';
      },
      setStatus,
      AUTOSAVE_DELAY_MS,
    ),
  );

  // Leaving the screen saves what is waiting instead of dropping it.
  useEffect(() => () => void saver.flush(), [saver]);

  const registerFocus = useCallback((key: string, element: HTMLElement | null) => {
    if (element) focusables.current.set(key, element);
    else focusables.current.delete(key);
  }, []);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const key = 'add' in target ? `add:${target.add}` : `${target.id}:${target.part}`;
    focusables.current.get(key)?.focus();
  });

  const changeSection = (section: SafetyPlanSection, items: DraftItem[], focus?: FocusTarget) => {
    const next = { ...draft, [section]: items };
    pendingFocus.current = focus ?? null;
    setDraft(next);
    // Blank new items are not saved; nothing changed for the server then.
    const sections = sectionsToSave(next);
    if (sections) saver.schedule(sections);
    else {
      saver.drop();
      setStatus({ state: 'invalid' });
    }
  };

  const addItem = (section: SafetyPlanSection) => {
    const item: DraftItem = SAFETY_PLAN_PHONE_SECTIONS.includes(section) ? { id: newItemId(), text: '', phone: '' } : { id: newItemId(), text: '' };
    pendingFocus.current = { id: item.id, part: 'text' };
    setDraft((current) => ({ ...current, [section]: [...current[section], item] }));
  };

  const printable = sectionsToSave(draft) ?? plan.sections;

  return (
    <>
      <div className="plan-editor">
        {SAFETY_PLAN_SECTIONS.map((section, index) => (
          <PlanSection
            key={section}
            section={section}
            step={section === 'reasonsForLiving' ? undefined : index + 1}
            items={draft[section]}
            withPhone={SAFETY_PLAN_PHONE_SECTIONS.includes(section)}
            onChange={(items, focus) => changeSection(section, items, focus)}
            onAdd={() => addItem(section)}
            registerFocus={registerFocus}
          >
            {section === 'reasonsForLiving' ? <PlanPicture hasPicture={plan.hasPicture} /> : null}
          </PlanSection>
        ))}
        <PlanActions sections={printable} />
        {/* Last in the editor and sticky, so it stays in view at the bottom while the person writes. */}
        <SaveStatus status={status} onRetry={() => void saver.flush()} />
      </div>
      <PlanPrintView sections={printable} hasPicture={plan.hasPicture} />
    </>
  );
}

const STATUS_TEXT: Record<Exclude<Status['state'], 'error' | 'idle'>, MessageDescriptor> = {
  pending: msg({ message: 'Saving…', comment: 'Safety plan: the changes are being saved' }),
  saving: msg({ message: 'Saving…', comment: 'Safety plan: the changes are being saved' }),
  saved: msg({ message: 'Saved', comment: 'Safety plan: the changes are saved' }),
  'saved-on-device': msg`Saved on this device — will sync`,
  invalid: msg`Not saved yet: please check the item marked below.`,
};

function SaveStatus({ status, onRetry }: { status: Status; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  let text = '';
  if (status.state === 'error') {
    const reason = errorMessage(status.error);
    text = t`Not saved. ${reason} Your words are still here.`;
  } else if (status.state !== 'idle') text = i18n._(STATUS_TEXT[status.state]);
  return (
    <div className={`plan-save plan-save--${status.state}`}>
      <p className="plan-save__text" role="status">
        {text}
      </p>
      {status.state === 'error' ? (
        <button type="button" className="btn btn--secondary plan-save__retry" onClick={onRetry}>
          <span>
            <Trans>Try saving again</Trans>
          </span>
        </button>
      ) : null}
    </div>
  );
}
