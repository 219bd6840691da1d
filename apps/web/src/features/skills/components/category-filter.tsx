import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SkillCategory } from '../api/skill-schema';

type CategoryFilterProps = {
  categories: readonly SkillCategory[];
  /** `null`: All. */
  value: string | null;
  onChange: (category: string | null) => void;
};

/**
 * Practice's category filter: a radio group (Tab into it, arrow keys to choose), drawn as chips.
 */
export function CategoryFilter({ categories, value, onChange }: CategoryFilterProps) {
  const { t } = useLingui();
  const name = useId();
  const options = [{ slug: '', name: t({ message: 'All', comment: 'category filter: every skill, whatever its category' }) }, ...categories];
  return (
    <fieldset className="category-filter">
      <legend className="category-filter__legend">
        <Trans comment="legend of the category filter, followed by the categories">Show skills for</Trans>
      </legend>
      <div className="category-filter__options">
        {options.map((option) => (
          <label key={option.slug || 'all'} className="category-filter__option">
            <input
              type="radio"
              className="category-filter__input"
              name={name}
              value={option.slug}
              checked={(value ?? '') === option.slug}
              onChange={() => onChange(option.slug || null)}
            />
            <span className="category-filter__chip">{option.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
