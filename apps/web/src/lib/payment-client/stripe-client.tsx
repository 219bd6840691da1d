import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Elements, CardElement } from '@stripe/react-stripe-js';
import type { Stripe, StripeCardElement, StripeCardElementChangeEvent, StripeElementLocale } from '@stripe/stripe-js';
// `pure`: Stripe.js is fetched when loadStripe is called, not when this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useId, useRef, useState } from 'react';
import { STRIPE_UNAVAILABLE } from './stripe-messages';
import { PaymentClientError, type BillingDetails, type CardFieldProps, type PaymentClient } from './types';

/**
 * The card field lives in Stripe's iframe, which our CSS cannot reach: hand it the current theme's
 * colours (the tokens of styles/global.css), read when the field is drawn.
 */
const cardStyle = () => {
  const token = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
  const danger = token('--danger', '#9f2b1f');
  return {
    base: {
      color: token('--ink', '#1f2d2b'),
      fontSize: '16px',
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      '::placeholder': { color: token('--ink-muted', '#4a5753') },
    },
    invalid: { color: danger, iconColor: danger },
  };
};

/** Stripe's card field speaks the person's language (its own messages too); the pseudo-locale reads as English. */
const stripeLocale = (locale: string): StripeElementLocale => (locale === 'pseudo' ? 'en' : (locale as StripeElementLocale));

/** Stripe wants a two-letter country code; a free-text country is left out rather than refused. */
export function stripeBillingDetails(billing: BillingDetails | undefined) {
  if (!billing) return undefined;
  const { line1, city, state, postal_code, country } = billing.address;
  return {
    name: billing.name,
    email: billing.email,
    address: { line1, city, state, postal_code, ...(/^[A-Za-z]{2}$/.test(country) ? { country: country.toUpperCase() } : {}) },
  };
}

/**
 * The Stripe gateway's client: Stripe Elements' CardElement, `stripe.createPaymentMethod` and
 * `stripe.confirmCardPayment` (Stripe shows 3-D Secure itself). This module is loaded only when
 * GET /stripe/config says the gateway is 'stripe', and Stripe.js only when it is created.
 */
export function createStripePaymentClient(publishableKey: string): PaymentClient {
  const stripePromise: Promise<Stripe | null> = loadStripe(publishableKey).catch(() => null);

  const stripe = async (): Promise<Stripe> => {
    const instance = await stripePromise;
    if (!instance) throw new PaymentClientError(i18n._(STRIPE_UNAVAILABLE));
    return instance;
  };

  function StripeCardInput({ onChange, showErrors = false, disabled = false, registerFocus }: CardFieldProps) {
    const { t } = useLingui();
    const id = useId();
    const elementRef = useRef<StripeCardElement | null>(null);
    const [error, setError] = useState<string | null>(null);
    const [complete, setComplete] = useState(false);

    useEffect(() => {
      registerFocus?.(() => elementRef.current?.focus());
    }, [registerFocus]);
    useEffect(() => {
      elementRef.current?.update({ disabled });
    }, [disabled]);

    const handleChange = (event: StripeCardElementChangeEvent) => {
      const message = event.error?.message ?? (event.complete ? null : t`Your card details are incomplete.`);
      setError(event.error?.message ?? null);
      setComplete(event.complete);
      onChange({
        complete: event.complete,
        error: message,
        input: event.complete && elementRef.current ? { kind: 'stripe', element: elementRef.current } : null,
      });
    };

    const [style] = useState(cardStyle);
    const shown = error ?? (showErrors && !complete ? t`Your card details are incomplete.` : null);
    return (
      <div className="card-field" role="group" aria-labelledby={`${id}-label`}>
        <span className="field__label card-field__legend" id={`${id}-label`}>
          <Trans>Card details</Trans>
        </span>
        <div className="input card-field__stripe" aria-invalid={Boolean(shown)}>
          <CardElement
            options={{ style, hidePostalCode: true, disabled }}
            onReady={(element) => {
              elementRef.current = element;
            }}
            onChange={handleChange}
          />
        </div>
        {shown ? (
          <p className="field__error" role="alert">
            {shown}
          </p>
        ) : null}
      </div>
    );
  }

  function StripeCardField(props: CardFieldProps) {
    const { i18n: active } = useLingui();
    return (
      // A change of language updates the field in place (react-stripe-js passes `locale` to elements.update).
      <Elements stripe={stripePromise} options={{ locale: stripeLocale(active.locale) }}>
        <StripeCardInput {...props} />
      </Elements>
    );
  }

  return {
    gateway: 'stripe',
    CardField: StripeCardField,

    async createPaymentMethod(input, billing) {
      if (input.kind !== 'stripe') throw new PaymentClientError(t`This card field belongs to another payment provider.`);
      const instance = await stripe();
      const billingDetails = stripeBillingDetails(billing);
      const { paymentMethod, error } = await instance.createPaymentMethod({
        type: 'card',
        card: input.element,
        ...(billingDetails ? { billing_details: billingDetails } : {}),
      });
      if (error || !paymentMethod) {
        throw new PaymentClientError(error?.message ?? t`Your card could not be used. Please try another card.`, error?.code);
      }
      const card = paymentMethod.card;
      return {
        id: paymentMethod.id,
        card: card ? { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year, fingerprint: card.fingerprint ?? null } : null,
      };
    },

    async confirmPayment(clientSecret, paymentMethodId) {
      const instance = await stripe();
      const { paymentIntent, error } = await instance.confirmCardPayment(clientSecret, { payment_method: paymentMethodId });
      if (error) return { error: { message: error.message ?? t`Your payment could not be completed.`, code: error.code } };
      if (paymentIntent?.status === 'succeeded' || paymentIntent?.status === 'processing') return { status: paymentIntent.status };
      return { error: { message: t`Your payment could not be completed. Please try another card.` } };
    },
  };
}
