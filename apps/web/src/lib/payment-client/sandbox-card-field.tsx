import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import { cardBrandOf, cvcLength, TEST_CARD_NUMBERS } from '@steady/contracts';
import { digitsOnly, formatCardNumber, formatExpiry, parseExpiry, validateCard, type CardValues } from './card-input';
import type { CardFieldProps, CardFieldState } from './types';

type Part = keyof CardValues;
const PARTS: Part[] = ['number', 'expiry', 'cvc'];

/** The sandbox's card that always goes through, as it is printed. */
const TEST_CARD = formatCardNumber(TEST_CARD_NUMBERS.success);

/** What the form learns from the sandbox inputs: complete or the first problem, and the card to tokenize. */
export function sandboxCardState(values: CardValues, now: Date = new Date()): CardFieldState {
  const errors = validateCard(values, now);
  const first = errors.number ?? errors.expiry ?? errors.cvc;
  const expiry = parseExpiry(values.expiry);
  return {
    complete: first === null,
    error: first,
    input:
      first === null && expiry
        ? { kind: 'sandbox', number: digitsOnly(values.number), expMonth: expiry.month, expYear: expiry.year, cvc: digitsOnly(values.cvc) }
        : null,
  };
}

/**
 * The sandbox's card entry: our own accessible inputs (number with spaces, MM/YY expiry, CVC), with
 * labels, `cc-*` autocomplete and a numeric keypad. Nothing leaves the browser until the form asks the
 * client for a payment method (POST /stripe/sandbox/tokenize).
 */
export function SandboxCardField({ onChange, showErrors = false, disabled = false, registerFocus }: CardFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const testCard = TEST_CARD;
  const [values, setValues] = useState<CardValues>({ number: '', expiry: '', cvc: '' });
  const [left, setLeft] = useState<Record<Part, boolean>>({ number: false, expiry: false, cvc: false });
  const valuesRef = useRef(values);
  const numberRef = useRef<HTMLInputElement>(null);
  const expiryRef = useRef<HTMLInputElement>(null);
  const cvcRef = useRef<HTMLInputElement>(null);
  const errors = validateCard(values);
  const brand = cardBrandOf(digitsOnly(values.number));

  useEffect(() => {
    registerFocus?.(() => {
      const current = validateCard(valuesRef.current);
      const part = PARTS.find((p) => current[p] !== null) ?? 'number';
      ({ number: numberRef, expiry: expiryRef, cvc: cvcRef })[part].current?.focus();
    });
  }, [registerFocus]);

  const shown = (part: Part) => ((showErrors || left[part]) && errors[part]) || null;

  const update = (part: Part, format: (value: string) => string) => (event: ChangeEvent<HTMLInputElement>) => {
    const next: CardValues = { ...valuesRef.current, [part]: format(event.target.value) };
    valuesRef.current = next;
    setValues(next);
    onChange(sandboxCardState(next));
    // Move on once a part is complete, as card forms do.
    const digits = digitsOnly(next.number).length;
    if (part === 'number' && (digits === 15 || digits === 16) && validateCard(next).number === null) expiryRef.current?.focus();
    if (part === 'expiry' && /^\d{2}\/\d{2}$/.test(next.expiry)) cvcRef.current?.focus();
  };
  const leave = (part: Part) => () => setLeft((current) => (current[part] ? current : { ...current, [part]: true }));
  /** What every part's input shares: ids, value, change and blur handling, and its error wired up. */
  const partProps = (part: Part, format: (value: string) => string, describedBy: string[] = []) => ({
    id: `${id}-${part}`,
    error: shown(part),
    value: values[part],
    onChange: update(part, format),
    onBlur: leave(part),
    describedBy,
  });

  return (
    <fieldset className="card-field" disabled={disabled}>
      <legend className="field__label card-field__legend">
        <Trans>Card details</Trans>
      </legend>
      <p className="field__hint card-field__hint" id={`${id}-hint`}>
        <Trans comment="testCard: a test card number, e.g. 4242 4242 4242 4242">
          Test mode: no real card is charged. Use <bdi>{testCard}</bdi>, any future date and any CVC.
        </Trans>
      </p>
      <CardPartInput
        label={t`Card number`}
        inputRef={numberRef}
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        data-brand={brand}
        {...partProps('number', formatCardNumber, [`${id}-hint`])}
      />
      <div className="card-field__row">
        <CardPartInput
          label={t({ message: 'Expiry (MM/YY)', comment: "the card's expiry date: MM month, YY year, as printed on the card" })}
          inputRef={expiryRef}
          autoComplete="cc-exp"
          placeholder={t({ message: 'MM/YY', comment: 'placeholder of the card expiry: two letters for the month, two for the year' })}
          // Room for a pasted '12 / 2034': the formatter brings it back to MM/YY.
          maxLength={9}
          {...partProps('expiry', formatExpiry)}
        />
        <CardPartInput
          label={t({ message: 'CVC', comment: 'the security code on the card: keep the abbreviation people know' })}
          inputRef={cvcRef}
          autoComplete="cc-csc"
          placeholder={brand === 'amex' ? '1234' : '123'}
          maxLength={cvcLength(brand)}
          {...partProps('cvc', (v) => digitsOnly(v).slice(0, 4))}
        />
      </div>
    </fieldset>
  );
}

type CardPartInputProps = {
  id: string;
  label: string;
  inputRef: RefObject<HTMLInputElement | null>;
  autoComplete: string;
  placeholder: string;
  maxLength: number;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
  /** The message to show, or null. */
  error: string | null;
  /** Other elements that describe the input (the hint). */
  describedBy: string[];
  'data-brand'?: string;
};

/** One part of the card (number, expiry, CVC): a labelled numeric input with its error below. */
function CardPartInput({ id, label, inputRef, error, describedBy, ...input }: CardPartInputProps) {
  const errorId = error ? `${id}-error` : undefined;
  const described = [...describedBy, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="card-field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="input card-field__input"
        type="text"
        inputMode="numeric"
        // Card numbers and dates read left to right in every language (their digit groups must not be reversed).
        dir="ltr"
        aria-invalid={Boolean(error)}
        aria-describedby={described}
        spellCheck={false}
        {...input}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
