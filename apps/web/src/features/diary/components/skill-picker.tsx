import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

export type PickableSkill = { slug: string; title: string };

type SkillPickerProps = {
  skills: readonly PickableSkill[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** Skills used that day: a checkbox list with a filter; ticked skills stay in view while filtering. */
export function SkillPicker({ skills, selected, onChange }: SkillPickerProps) {
  const { t } = useLingui();
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = skills.filter((s) => !needle || s.title.toLowerCase().includes(needle) || selected.includes(s.slug));
  const picked = selected.length;

  const toggle = (slug: string, checked: boolean) => onChange(checked ? [...selected, slug] : selected.filter((s) => s !== slug));

  return (
    <fieldset className="diary-form__group diary-skills">
      <legend>
        <Trans>Skills used</Trans>
      </legend>
      <div className="field">
        <label htmlFor={filterId}>
          <Trans>Find a skill</Trans>
        </label>
        <input id={filterId} className="input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <p className="muted diary-form__hint" aria-live="polite">
        {picked === 0
          ? t({ message: 'None picked yet.', comment: 'Diary: no skills ticked yet' })
          : t({ message: plural(picked, { one: '# picked.', other: '# picked.' }), comment: 'Diary: how many skills are ticked' })}
      </p>
      {skills.length === 0 ? (
        <p className="muted">
          <Trans>The list of skills is not available right now.</Trans>
        </p>
      ) : (
        <ul className="diary-skills__list">
          {shown.map((skill) => (
            <li key={skill.slug}>
              <label className="diary-skills__item">
                <input type="checkbox" checked={selected.includes(skill.slug)} onChange={(e) => toggle(skill.slug, e.target.checked)} />
                {skill.title}
              </label>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="muted">
              <Trans comment="{filter} is what the person typed in the search box">No skill matches “{filter}”.</Trans>
            </li>
          ) : null}
        </ul>
      )}
    </fieldset>
  );
}
