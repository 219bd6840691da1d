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

export function formatResponse(data: unknown): string {
  if (data === undefined) return '(no content)';
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
}

/** Spec §2/§7 'GET /{path}', limited to our own API (DESIGN.md, security 8). */
export function ApiDataViewer() {
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

  const text = result.isSuccess ? formatResponse(result.data) : '';
  const cut = text.length > MAX_SHOWN_CHARACTERS;

  return (
    <>
      <form className="form api-viewer__form" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            API path
          </label>
          <p className="field__hint" id={hintId}>
            Starts with /api/. Only this app’s own API can be read.
          </p>
          <div className="api-viewer__row">
            <input
              id={inputId}
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
            <Button type="submit" loading={result.isFetching} loadingLabel="Loading…">
              Get data
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
            Examples:
          </span>
          <ul aria-labelledby={`${inputId}-examples`}>
            {EXAMPLES.map((example) => (
              <li key={example}>
                <button
                  type="button"
                  className="api-viewer__example"
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
        <h2 id="api-result-title">Response</h2>
        {!requested ? (
          <p className="api-viewer__empty">Enter a path above, or pick an example, to see its data here.</p>
        ) : result.isPending ? (
          <p className="api-viewer__loading" role="status">
            <Spinner /> Loading {requested.shown}…
          </p>
        ) : result.isError ? (
          <p className="alert alert--error" role="alert">
            {requested.shown}: {errorMessage(result.error)}
          </p>
        ) : (
          <>
            <p className="api-viewer__source" role="status">
              {requested.shown}
            </p>
            <pre className="api-viewer__json" tabIndex={0} aria-label={`Response of ${requested.shown}`}>
              {cut ? text.slice(0, MAX_SHOWN_CHARACTERS) : text}
            </pre>
            {cut ? <p className="muted">The answer is long: only its first {MAX_SHOWN_CHARACTERS.toLocaleString('en')} characters are shown.</p> : null}
          </>
        )}
      </section>
    </>
  );
}
