import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { Icon, type IconProps } from '@/components/ui/icons';
import { chooseLocale } from '@/lib/i18n/account-locale';
import { preloadLocale } from '@/lib/i18n/activate-locale';
import { DEFAULT_LOCALE, LOCALES, type OfferedLocale } from '@/lib/i18n/locales';
import '../language-picker.css';

/** A globe: the sign for 'language' that needs no words, for someone who cannot read the current one. */
export const GlobeIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.4 2.6 3.6 5.6 3.6 9s-1.2 6.4-3.6 9c-2.4-2.6-3.6-5.6-3.6-9S9.6 5.6 12 3z" />
  </Icon>
);

const offered = (code: string): OfferedLocale | undefined => LOCALES.find((locale) => locale.code === code)?.code;

/** Whether a person asked their browser to save data (then only the language they pick is downloaded). */
const savingData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

type LanguagePickerProps = {
  /**
   * The landing screen's: a globe and the word 'Language' (in the language shown) beside a small select.
   * Otherwise the label is for screen readers only, under the 'Language' heading of Settings.
   */
  compact?: boolean;
};

/**
 * The language Steady is shown in (decision 018): each language by its own name, applied at once without
 * a reload and kept on this device. A language no native speaker has reviewed yet says so. When its
 * words cannot be downloaded (offline), the page stays in the current language and says why.
 */
export function LanguagePicker({ compact = false }: LanguagePickerProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const noteId = `${id}-note`;
  /** The language chosen whose words are still on their way. */
  const [pending, setPending] = useState<OfferedLocale | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef<OfferedLocale | null>(null);
  // One language at a time, in the order chosen, so a slow download never overrides a later choice.
  const queue = useRef<Promise<void>>(Promise.resolve());
  const preloaded = useRef(false);

  const current = offered(i18n.locale) ?? DEFAULT_LOCALE;
  const shown = pending ?? current;
  const machineDrafted = LOCALES.find((locale) => locale.code === shown)?.reviewed === false;

  const choose = (code: OfferedLocale) => {
    latest.current = code;
    setPending(code);
    setFailed(false);
    queue.current = queue.current.then(async () => {
      // Passed by before its turn (arrow keys on a closed select change it at each press).
      if (latest.current !== code) return;
      try {
        // Shown at once, kept on the device and, when signed in, on the account.
        await chooseLocale(code);
      } catch {
        // Not downloaded: the page stays as it is, and so does the language it opens in next time.
        if (latest.current === code) setFailed(true);
      }
      if (latest.current === code) setPending(null);
    });
  };

  // The other languages download while the person looks at the list, so the one they pick shows at once.
  const preload = () => {
    if (preloaded.current || savingData()) return;
    preloaded.current = true;
    for (const { code } of LOCALES) if (code !== current) preloadLocale(code);
  };

  return (
    <div className={compact ? 'language-picker language-picker--compact' : 'language-picker'}>
      <label htmlFor={id} className="language-picker__label">
        {compact ? <GlobeIcon size={20} /> : null}
        <span className={compact ? undefined : 'visually-hidden'}>
          <Trans comment="label of the list of languages the app can be shown in">Language</Trans>
        </span>
      </label>
      <select
        id={id}
        className="input language-picker__select"
        value={shown}
        aria-describedby={machineDrafted ? noteId : undefined}
        aria-busy={pending ? true : undefined}
        onChange={(event) => {
          const code = offered(event.target.value);
          if (code) choose(code);
        }}
        onFocus={preload}
        onPointerEnter={preload}
      >
        {LOCALES.map(({ code, name }) => (
          <option key={code} value={code} lang={code}>
            {name}
          </option>
        ))}
      </select>
      {machineDrafted ? (
        <p id={noteId} className="language-picker__note">
          <Trans comment="beside the language picker: this language's translation was drafted by a machine and no native speaker has checked it yet">
            Machine-drafted, not yet reviewed
          </Trans>
        </p>
      ) : null}
      <p className="language-picker__problem" role="status">
        {failed ? t`This language could not be loaded. Check your connection and try again.` : null}
      </p>
    </div>
  );
}

/** Settings › Language: the picker under a heading with the globe. */
export function LanguageSettings() {
  return (
    <section className="settings-card" aria-labelledby="settings-language-title">
      <h2 id="settings-language-title" className="settings-card__title language-settings__title">
        <GlobeIcon size={20} />
        <span>
          <Trans comment="settings section: the language the app is shown in">Language</Trans>
        </span>
      </h2>
      <p className="muted">
        <Trans>Kept on this device and on your account.</Trans>
      </p>
      <LanguagePicker />
    </section>
  );
}
