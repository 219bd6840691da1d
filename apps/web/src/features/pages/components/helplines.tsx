import { Trans, useLingui } from '@lingui/react/macro';
import type { Helpline } from '@steady/contracts';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useHelplines } from '../api/get-helplines';
import {
  browserLanguages,
  checkedLabel,
  dialHref,
  helplineCountries,
  helplinesFor,
  languageNames,
  safeWebUrl,
  suggestedCountry,
} from '../utils/helpline-format';
import { CrisisFallback } from './crisis-fallback';

// Opened by few: its form and popup are kept out of the contact page's code, so SOS paints and hydrates sooner.
const ReportHelplineDialog = lazy(() => import('./report-helpline-dialog').then((m) => ({ default: m.ReportHelplineDialog })));

/**
 * The SOS page's helplines, from content, for the person's country (from the browser's languages, or else
 * the chosen Steady language; switchable), countries named in the chosen language. Until they arrive — or
 * if they cannot — the built-in crisis numbers show instead: never a spinner where a crisis number should be.
 */
export function Helplines() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const helplines = useHelplines();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const all = helplines.data;
  const countries = useMemo(() => (all ? helplineCountries(all, locale) : []), [all, locale]);
  const detected = useMemo(
    () =>
      suggestedCountry(
        browserLanguages(),
        locale,
        countries.map((c) => c.code),
      ),
    [countries, locale],
  );

  if (!all || countries.length === 0) return <CrisisFallback />;

  const country = chosen ?? detected;
  const lines = country ? helplinesFor(all, country) : [];

  return (
    <section className="helplines" aria-labelledby="helplines-title">
      <h2 id="helplines-title">
        <Trans>Helplines</Trans>
      </h2>
      <div className="field helplines__country">
        <label className="field__label" htmlFor={selectId}>
          <Trans>Country</Trans>
        </label>
        <select id={selectId} className="input" value={country ?? ''} onChange={(event) => setChosen(event.target.value || null)}>
          {country ? null : <option value="">{t`Choose your country`}</option>}
          {countries.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {lines.length > 0 ? (
        <ul className="helplines__list">
          {lines.map((line) => (
            <HelplineCard key={line.documentId} line={line} />
          ))}
        </ul>
      ) : (
        <CrisisFallback />
      )}
    </section>
  );
}

/** Until a person has checked an entry, where its number comes from: no claim that was not made. */
function ListedBy({ line }: { line: Helpline }) {
  const source = line.source;
  if (!source) return null;
  const url = safeWebUrl(line.sourceUrl);
  return (
    <span className="helpline__checked">
      {url ? (
        <Trans comment="Where a helpline's number comes from, e.g. 'Listed by NHS'; the name is a link">
          Listed by{' '}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {source}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </Trans>
      ) : (
        <Trans comment="Where a helpline's number comes from, e.g. 'Listed by NHS'">Listed by {source}</Trans>
      )}
    </span>
  );
}

function HelplineCard({ line }: { line: Helpline }) {
  const { i18n } = useLingui();
  const [reporting, setReporting] = useState(false);
  // Mounted from the first opening on, so the popup closes as any other (focus back on the button).
  const [reportOpened, setReportOpened] = useState(false);
  const checked = checkedLabel(line.lastChecked);
  const chatUrl = safeWebUrl(line.chatUrl);
  const { name, phone, text } = line;
  const languages = languageNames(line.languages, i18n.locale);
  // Content is in the country's language, whatever the page's: each line takes its own direction.
  return (
    <li className={`helpline${line.emergency ? ' helpline--emergency' : ''}`}>
      <h3 className="helpline__name" dir="auto">
        {line.name}
      </h3>
      {line.description ? (
        <p className="helpline__description" dir="auto">
          {line.description}
        </p>
      ) : null}
      <ul className="helpline__ways">
        {line.phone ? (
          <li>
            <a className="helpline__way" href={dialHref('tel', line.phone)}>
              <Trans comment="Button: call a helpline's phone number">
                Call <span dir="ltr">{phone}</span>
              </Trans>
            </a>
          </li>
        ) : null}
        {line.text ? (
          <li>
            <a className="helpline__way" href={dialHref('sms', line.text)}>
              <Trans comment="Button: send a text message (SMS) to a helpline's number">
                Text <span dir="ltr">{text}</span>
              </Trans>
            </a>
          </li>
        ) : null}
        {chatUrl ? (
          <li>
            <a className="helpline__way" href={chatUrl} target="_blank" rel="noopener noreferrer">
              <Trans comment="Button: open a helpline's web chat; the name is the helpline's">
                Chat online<span className="visually-hidden"> with {name} (opens in a new tab)</span>
              </Trans>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="helpline__meta">
        <span dir="auto">{line.hours}</span>
        {languages ? (
          <span className="helpline__languages">
            <Trans comment="The languages a helpline answers in, named in the reader's language, e.g. 'Languages: Spanish, English'">
              Languages: {languages}
            </Trans>
          </span>
        ) : null}
        {checked ? <span className="helpline__checked">{checked}</span> : <ListedBy line={line} />}
      </p>
      <Button
        variant="link"
        className="helpline__report"
        onClick={() => {
          setReportOpened(true);
          setReporting(true);
        }}
      >
        <Trans comment="Opens a popup to tell us a helpline's number is wrong; the hidden part names the helpline for screen readers">
          Report a problem with this number<span className="visually-hidden"> ({name})</span>
        </Trans>
      </Button>
      {reportOpened ? (
        <Suspense fallback={null}>
          <ReportHelplineDialog line={line} open={reporting} onOpenChange={setReporting} />
        </Suspense>
      ) : null}
    </li>
  );
}
