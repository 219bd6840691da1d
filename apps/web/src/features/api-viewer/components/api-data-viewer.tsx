import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useApiData } from '../api/get-api-data';
import { checkApiPath } from '../utils/check-api-path';

// Content routes choose their own fields (docs/decisions/016-content-views.md): examples send filters and sort only, never populate or fields.
const EXAMPLES = ['/api/app-information', '/api/skills?sort=order_id', '/api/pages?filters[slug][$eq]=faq'];

/** Longest text drawn at once; a bigger answer is cut with a note. */
export const MAX_SHOWN_CHARACTERS = 200_000;

/** The answer as text; `noContent` (in the person's language) when it has no body. */
export function formatResponse(data: unknown, noContent: string): string {
  if (data === undefined) return noContent;
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
}

/** Spec §2/§7 'GET /{path}', limited to our own API (DESIGN.md, security 8). */
export function ApiDataViewer() {
  const { t, i18n } = useLingui();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [input, setInput] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [requested, setRequested] = useState<{ shown: string; path: string } | null>(null);
  const result = useApiData(requested?.path ?? null);

  const open = (value: string) => {
    const check = checkApiPath(value);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    setRefusal(null);
    if (requested?.path === check.path) void result.refetch();
    else setRequested({ shown: value.trim(), path: check.path });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    open(input);
  };

  const text = result.isSuccess ? formatResponse(result.data, t({ message: '(no content)', comment: 'API data viewer: the answer had no body' })) : '';
  const cut = text.length > MAX_SHOWN_CHARACTERS;
  const shown = requested?.shown ?? '';
  const maxShown = MAX_SHOWN_CHARACTERS.toLocaleString(i18n.locale);

  return (
    <>
      <form className="form api-viewer__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            <Trans>API path</Trans>
          </label>
          <p className="field__hint" id={hintId}>
            <Trans>Starts with /api/. Only this app’s own API can be read.</Trans>
          </p>
          <div className="api-viewer__row">
            <input
              id={inputId}
              dir="ltr"
              className="input api-viewer__input"
              value={input}
              onChange={(event) => setInput(event.target.value)}
              placeholder="/api/skills"
              autoCapitalize="none"
              autoCorrect="off"
              autoComplete="off"
              spellCheck={false}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={[hintId, refusal ? errorId : null].filter(Boolean).join(' ')}
            />
            <Button type="submit" loading={result.isFetching} loadingLabel={t`Loading…`}>
              <Trans>Get data</Trans>
            </Button>
          </div>
          {refusal ? (
            <p className="field__error" id={errorId} role="alert">
              {refusal}
            </p>
          ) : null}
        </div>
        <div className="api-viewer__examples">
          <span className="api-viewer__examples-label" id={`${inputId}-examples`}>
            <Trans>Examples:</Trans>
          </span>
          <ul aria-labelledby={`${inputId}-examples`}>
            {EXAMPLES.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="api-viewer__example"
                  dir="ltr"
                  onClick={() => {
                    setInput(example);
                    open(example);
                  }}
                >
                  {example}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </form>

      <section className="api-viewer__result" aria-labelledby="api-result-title" aria-busy={result.isFetching || undefined}>
        <h2 id="api-result-title">
          <Trans comment="Heading: the data the API answered">Response</Trans>
        </h2>
        {!requested ? (
          <p className="api-viewer__empty">
            <Trans>Enter a path above, or pick an example, to see its data here.</Trans>
          </p>
        ) : result.isPending ? (
          <p className="api-viewer__loading" role="status">
            <Spinner />{' '}
            <Trans comment="API data viewer: the path being read, e.g. Loading /api/skills…">
              Loading <span dir="ltr">{shown}</span>…
            </Trans>
          </p>
        ) : result.isError ? (
          <p className="alert alert--error" role="alert">
            <bdi dir="ltr">{requested.shown}</bdi>: {errorMessage(result.error)}
          </p>
        ) : (
          <>
            <p className="api-viewer__source" role="status" dir="ltr">
              {requested.shown}
            </p>
            <pre
              className="api-viewer__json"
              dir="ltr"
              tabIndex={0}
              aria-label={t({ message: `Response of ${shown}`, comment: 'API data viewer: the data answered for a path, e.g. Response of /api/skills' })}
            >
              {cut ? text.slice(0, MAX_SHOWN_CHARACTERS) : text}
            </pre>
            {cut ? (
              <p className="muted">
                <Trans>The answer is long: only its first {maxShown} characters are shown.</Trans>
              </p>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}
