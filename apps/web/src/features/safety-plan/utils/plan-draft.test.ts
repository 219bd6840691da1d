import { describe, expect, it } from 'vitest';
import { draftFromSections, newItemId, sectionsToSave, telHref, type DraftPlan } from './plan-draft';
import { planToText } from './plan-file';

const empty = (): DraftPlan =>
  draftFromSections({
    warningSigns: [],
    copingAlone: [],
    distractions: [],
    helpers: [],
    professionals: [],
    safeEnvironment: [],
    reasonsForLiving: [],
  });

describe('plan drafts', () => {
  it('makes ids the contract accepts', () => {
    const id = newItemId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newItemId()).not.toBe(id);
  });

  it('sends trimmed items, leaves blank new ones out and keeps phones only where they belong', () => {
    const draft = empty();
    draft.warningSigns = [
      { id: 'a', text: '  Pacing at night ' },
      { id: 'b', text: '   ' },
    ];
    draft.helpers = [
      { id: 'h', text: 'Alex', phone: ' 0800 11 ' },
      { id: 'i', text: 'Jo', phone: '' },
    ];
    const sections = sectionsToSave(draft);
    expect(sections?.warningSigns).toEqual([{ id: 'a', text: 'Pacing at night' }]);
    expect(sections?.helpers).toEqual([
      { id: 'h', text: 'Alex', phone: '0800 11' },
      { id: 'i', text: 'Jo' },
    ]);
  });

  it('sends nothing while an item breaks a rule (a phone without a name, letters in a number)', () => {
    const draft = empty();
    draft.helpers = [{ id: 'h', text: '', phone: '0800 11' }];
    expect(sectionsToSave(draft)).toBeNull();
    draft.helpers = [{ id: 'h', text: 'Alex', phone: 'call me' }];
    expect(sectionsToSave(draft)).toBeNull();
  });

  it('dials digits and a leading +', () => {
    expect(telHref('+44 (0)20 7946-0000')).toBe('tel:+4402079460000');
  });

  it('writes the plan as readable text, steps numbered, phones beside names', () => {
    const draft = empty();
    draft.helpers = [{ id: 'h', text: 'Alex', phone: '0800 11' }];
    draft.reasonsForLiving = [{ id: 'r', text: 'My dog Pip' }];
    const text = planToText(sectionsToSave(draft)!, new Date('2026-11-24T10:00:00Z'));
    expect(text).toContain('My safety plan\n\nSaved 24 Nov 2026');
    expect(text).toContain('1. Warning signs\n   (nothing written yet)');
    expect(text).toContain('4. People I can ask for help\n   - Alex — 0800 11');
    expect(text).toContain('My reasons for living\n   - My dog Pip');
    expect(text).not.toContain('7.');
  });
});
