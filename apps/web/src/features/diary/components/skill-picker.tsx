import { useId, useState } from 'react';

export type PickableSkill = { slug: string; title: string };

type SkillPickerProps = {
  skills: readonly PickableSkill[];
  selected: readonly string[];
  onChange: (selected: string[]) => void;
};

/** Skills used that day: a checkbox list with a filter; ticked skills stay in view while filtering. */
export function SkillPicker({ skills, selected, onChange }: SkillPickerProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const needle = filter.trim().toLowerCase();
  const shown = skills.filter((s) => !needle || s.title.toLowerCase().includes(needle) || selected.includes(s.slug));

  const toggle = (slug: string, checked: boolean) => onChange(checked ? [...selected, slug] : selected.filter((s) => s !== slug));

  return (
    <fieldset className="diary-form__group diary-skills">
      <legend>Skills used</legend>
      <div className="field">
        <label htmlFor={filterId}>Find a skill</label>
        <input id={filterId} className="input" type="search" value={filter} onChange={(e) => setFilter(e.target.value)} />
      </div>
      <p className="muted diary-form__hint" aria-live="polite">
        {selected.length === 0 ? 'None picked yet.' : `${selected.length} picked.`}
      </p>
      {skills.length === 0 ? (
        <p className="muted">The list of skills is not available right now.</p>
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
          {shown.length === 0 ? <li className="muted">No skill matches “{filter}”.</li> : null}
        </ul>
      )}
    </fieldset>
  );
}
