import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { setTextSize, setTheme, storedTextSize, storedTheme, TEXT_SIZES, type TextSize, type Theme } from '@/lib/display-preferences';

const THEME_LABELS: Record<Theme, MessageDescriptor> = {
  system: msg({ message: 'System', comment: 'theme: colours follow the device setting' }),
  light: msg({ message: 'Light', comment: 'theme' }),
  dark: msg({ message: 'Dark', comment: 'theme' }),
};
const THEME_NOTICES: Record<Theme, MessageDescriptor> = {
  system: msg`Colours now follow your device setting.`,
  light: msg`Light colours on.`,
  dark: msg`Dark colours on.`,
};

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
  const { t, i18n } = useLingui();
  const [theme, setThemeState] = useState(storedTheme);
  const [textSize, setTextSizeState] = useState(storedTextSize);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);

  const themeLabels: Record<Theme, string> = { system: i18n._(THEME_LABELS.system), light: i18n._(THEME_LABELS.light), dark: i18n._(THEME_LABELS.dark) };
  const sizeLabel = (size: TextSize) => t({ message: `${size} %`, comment: 'text size option: a percentage of the usual size' });
  const textSizeLabels = Object.fromEntries(TEXT_SIZES.map((size) => [size, sizeLabel(size)])) as Record<TextSize, string>;

  return (
    <section className="settings-card" aria-labelledby="settings-display-title">
      <h2 id="settings-display-title" className="settings-card__title">
        <Trans comment="settings section: theme and text size">Display</Trans>
      </h2>
      <p className="muted">
        <Trans>Kept on this device.</Trans>
      </p>
      <Choice
        legend={t`Theme`}
        name="theme"
        options={themeLabels}
        value={theme}
        onChange={(next) => {
          setTheme(next);
          setThemeState(next);
          setNotice(THEME_NOTICES[next]);
        }}
      />
      <Choice
        legend={t`Text size`}
        name="text-size"
        options={textSizeLabels}
        value={textSize}
        onChange={(next) => {
          setTextSize(next);
          setTextSizeState(next);
          const size = next;
          setNotice(msg({ message: `Text size ${size} %.`, comment: 'announced after choosing a text size, a percentage of the usual size' }));
        }}
      />
      <p className="visually-hidden" role="status">
        {notice ? i18n._(notice) : null}
      </p>
    </section>
  );
}
