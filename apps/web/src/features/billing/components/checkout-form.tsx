import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { postcodeLabel, stateLabel, stateRequired, type Account, type Plan } from '@steady/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { paymentErrorMessage } from '@/lib/payment-client/error-message';
import { usePaymentClient } from '@/lib/payment-client/payment-client-provider';
import type { CardFieldState } from '@/lib/payment-client/types';
import { checkoutFormSchema, type CheckoutFormValues } from '../api/create-subscription';
import { useSubscribe, type SubscribeStep } from '../hooks/use-subscribe';
import { Skeleton } from './billing-states';
import { PaymentOverlay } from './payment-overlay';

/** Prefilled from the profile (spec §2): first name (else username), email and the saved address. */
export const checkoutDefaults = (account: Account): CheckoutFormValues => ({
  name: account.firstName?.trim() || account.username,
  email: account.email,
  line1: account.address ?? '',
  city: account.city ?? '',
  state: account.state ?? '',
  postal_code: account.postalCode ?? '',
  country: account.country ?? '',
});

const EMPTY_CARD: CardFieldState = { complete: false, error: null, input: null };

/** Under the Subscribe button: when the person is charged, one whole sentence for each interval. */
const CHARGE_NOTES: Record<Plan['interval'], MessageDescriptor> = {
  day: msg`You will be charged now and then every day until you cancel. Cancel any time from My Subscriptions.`,
  week: msg`You will be charged now and then every week until you cancel. Cancel any time from My Subscriptions.`,
  month: msg`You will be charged now and then every month until you cancel. Cancel any time from My Subscriptions.`,
  year: msg`You will be charged now and then every year until you cancel. Cancel any time from My Subscriptions.`,
};

/** The subscription form: name, email, address, card field and Subscribe (spec §2/§5). */
export function CheckoutForm({ account, plan }: { account: Account; plan: Plan }) {
  const { t, i18n } = useLingui();
  const payment = usePaymentClient();
  const client = payment.status === 'ready' ? payment.client : null;
  const [step, setStep] = useState<SubscribeStep | null>(null);
  const subscription = useSubscribe(client, { onStep: setStep });
  const [card, setCard] = useState<CardFieldState>(EMPTY_CARD);
  const [showCardErrors, setShowCardErrors] = useState(false);
  const focusCard = useRef<() => void>(() => undefined);
  const registerFocus = useRef((focus: () => void) => {
    focusCard.current = focus;
  }).current;
  const errorRef = useRef<HTMLParagraphElement>(null);

  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<CheckoutFormValues>({ resolver: zodResolver(checkoutFormSchema), defaultValues: checkoutDefaults(account) });
  // The postcode and state fields are named, and the state required, as the country has them (issue 12.4).
  const country = watch('country');

  const pending = subscription.isPending;
  const failure = subscription.isError ? paymentErrorMessage(subscription.error) : null;
  useEffect(() => {
    if (failure) errorRef.current?.focus();
  }, [failure, subscription.failureCount, subscription.submittedAt]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setShowCardErrors(true);
    void handleSubmit((values) => {
      if (!card.complete || !card.input) {
        focusCard.current();
        return;
      }
      setStep(null);
      subscription.subscribe({ values, card: card.input, planId: plan.slug });
    })(event);
  };

  const field = (name: keyof CheckoutFormValues) => ({ ...register(name), className: 'input', required: true });

  return (
    <div className="checkout" aria-busy={pending || undefined}>
      <form className="form checkout__form" onSubmit={onSubmit} noValidate inert={pending}>
        <fieldset className="checkout__group">
          <legend className="checkout__legend">
            <Trans>Billing details</Trans>
          </legend>
          <FormField label={t({ message: 'Name', comment: 'form field: the name billed' })} error={errors.name?.message}>
            {(control) => <input {...control} {...field('name')} autoComplete="name" />}
          </FormField>
          <FormField label={t`Email`} error={errors.email?.message}>
            {(control) => <input {...control} {...field('email')} type="email" autoComplete="email" spellCheck={false} />}
          </FormField>
          <FormField label={t`Address line 1`} error={errors.line1?.message}>
            {(control) => <input {...control} {...field('line1')} autoComplete="address-line1" />}
          </FormField>
          <div className="billing-form__row">
            <FormField label={t`City`} error={errors.city?.message}>
              {(control) => <input {...control} {...field('city')} autoComplete="address-level2" />}
            </FormField>
            <FormField label={stateLabel(country)} optional={!stateRequired(country)} error={errors.state?.message}>
              {(control) => <input {...control} {...field('state')} required={stateRequired(country)} autoComplete="address-level1" />}
            </FormField>
          </div>
          <div className="billing-form__row">
            <FormField label={postcodeLabel(country)} error={errors.postal_code?.message}>
              {(control) => <input {...control} {...field('postal_code')} autoComplete="postal-code" autoCapitalize="characters" />}
            </FormField>
            <FormField label={t`Country`} error={errors.country?.message}>
              {(control) => <input {...control} {...field('country')} autoComplete="country-name" />}
            </FormField>
          </div>
        </fieldset>

        <div className="checkout__card">
          {payment.status === 'ready' ? (
            <payment.client.CardField onChange={setCard} showErrors={showCardErrors} disabled={pending} registerFocus={registerFocus} />
          ) : payment.status === 'loading' ? (
            <Skeleton label={t`Loading the card field…`} lines={2} />
          ) : (
            <p className="alert alert--error" role="alert">
              {payment.message}
            </p>
          )}
        </div>

        <Button type="submit" className="btn--block checkout__submit" loading={pending} loadingLabel={t`Processing…`} disabled={!client}>
          <Trans comment="button: pay and start the subscription">Subscribe</Trans>
        </Button>
        {failure ? (
          <p className="alert alert--error checkout__error" role="alert" tabIndex={-1} ref={errorRef}>
            {failure}
          </p>
        ) : null}
        <p className="checkout__fineprint muted">{i18n._(CHARGE_NOTES[plan.interval])}</p>
      </form>
      {pending ? <PaymentOverlay step={step} /> : null}
    </div>
  );
}
