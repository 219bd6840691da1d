import type { Helpline } from '@steady/contracts';
import { useId, useMemo, useState } from 'react';
import { useHelplines } from '../api/get-helplines';
import { browserLanguages, checkedLabel, countryFromLocales, dialHref, helplineCountries, helplinesFor, safeWebUrl } from '../utils/helpline-format';
import { CrisisFallback } from './crisis-fallback';

/**
 * The SOS page's helplines, from content, for the person's country (from the browser's languages,
 * switchable). Until they arrive — or if they cannot — the built-in crisis numbers show instead:
 * never a spinner where a crisis number should be.
 */
export function Helplines() {
  const helplines = useHelplines();
  const selectId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const all = helplines.data;
  const countries = useMemo(() => (all ? helplineCountries(all) : []), [all]);
  const detected = useMemo(
    () =>
      countryFromLocales(
        browserLanguages(),
        countries.map((c) => c.code),
      ),
    [countries],
  );

  if (!all || countries.length === 0) return <CrisisFallback />;

  const country = chosen ?? detected;
  const lines = country ? helplinesFor(all, country) : [];

  return (
    <section className="helplines" aria-labelledby="helplines-title">
      <h2 id="helplines-title">Helplines</h2>
      <div className="field helplines__country">
        <label className="field__label" htmlFor={selectId}>
          Country
        </label>
        <select id={selectId} className="input" value={country ?? ''} onChange={(event) => setChosen(event.target.value || null)}>
          {country ? null : <option value="">Choose your country</option>}
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
  if (!line.source) return null;
  const url = safeWebUrl(line.sourceUrl);
  return (
    <span className="helpline__checked">
      Listed by{' '}
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {line.source}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        line.source
      )}
    </span>
  );
}

function HelplineCard({ line }: { line: Helpline }) {
  const checked = checkedLabel(line.lastChecked);
  const chatUrl = safeWebUrl(line.chatUrl);
  return (
    <li className={`helpline${line.emergency ? ' helpline--emergency' : ''}`}>
      <h3 className="helpline__name">{line.name}</h3>
      {line.description ? <p className="helpline__description">{line.description}</p> : null}
      <ul className="helpline__ways">
        {line.phone ? (
          <li>
            <a className="helpline__way" href={dialHref('tel', line.phone)}>
              Call {line.phone}
            </a>
          </li>
        ) : null}
        {line.text ? (
          <li>
            <a className="helpline__way" href={dialHref('sms', line.text)}>
              Text {line.text}
            </a>
          </li>
        ) : null}
        {chatUrl ? (
          <li>
            <a className="helpline__way" href={chatUrl} target="_blank" rel="noopener noreferrer">
              Chat online<span className="visually-hidden"> with {line.name} (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
      </ul>
      <p className="helpline__meta">
        <span>{line.hours}</span>
        {checked ? <span className="helpline__checked">{checked}</span> : <ListedBy line={line} />}
      </p>
    </li>
  );
}
