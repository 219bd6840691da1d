import { useState } from 'react';
import { setTextSize, setTheme, storedTextSize, storedTheme, type TextSize, type Theme } from '@/lib/display-preferences';

const THEME_LABELS: Record<Theme, string> = { system: 'System', light: 'Light', dark: 'Dark' };
const THEME_NOTICES: Record<Theme, string> = {
  system: 'Colours now follow your device setting.',
  light: 'Light colours on.',
  dark: 'Dark colours on.',
};
const TEXT_SIZE_LABELS: Record<TextSize, string> = { '100': '100 %', '125': '125 %', '150': '150 %', '200': '200 %' };

type ChoiceProps<T extends string> = {
  legend: string;
  name: string;
  options: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
};

/** A native radio group: arrow keys move between options and screen readers announce 'n of m'. */
function Choice<T extends string>({ legend, name, options, value, onChange }: ChoiceProps<T>) {
  return (
    <fieldset className="display-choice">
      <legend className="display-choice__legend">{legend}</legend>
      <div className="display-choice__options">
        {(Object.keys(options) as T[]).map((option) => (
          <label key={option} className="display-choice__option">
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
            <span>{options[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Settings › Display: theme and text size, applied at once and kept on this device. */
export function DisplaySettings() {
  const [theme, setThemeState] = useState(storedTheme);
  const [textSize, setTextSizeState] = useState(storedTextSize);
  const [notice, setNotice] = useState('');

  return (
    <section className="settings-card" aria-labelledby="settings-display-title">
      <h2 id="settings-display-title" className="settings-card__title">
        Display
      </h2>
      <p className="muted">Kept on this device.</p>
      <Choice
        legend="Theme"
        name="theme"
        options={THEME_LABELS}
        value={theme}
        onChange={(next) => {
          setTheme(next);
          setThemeState(next);
          setNotice(THEME_NOTICES[next]);
        }}
      />
      <Choice
        legend="Text size"
        name="text-size"
        options={TEXT_SIZE_LABELS}
        value={textSize}
        onChange={(next) => {
          setTextSize(next);
          setTextSizeState(next);
          setNotice(`Text size ${TEXT_SIZE_LABELS[next]}.`);
        }}
      />
      <p className="visually-hidden" role="status">
        {notice}
      </p>
    </section>
  );
}
