import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { SosLine } from '@/components/ui/sos-line';
import { Spinner } from '@/components/ui/spinner';
import type { SubscribeStep } from '../hooks/use-subscribe';

const STEP_TEXT: Record<SubscribeStep, MessageDescriptor> = {
  subscription: msg`Setting up your subscription…`,
  card: msg`Checking your card…`,
  confirm: msg`Confirming your payment…`,
  save: msg`Saving your card…`,
  status: msg({ message: 'Almost done…', comment: 'the last step of a payment: checking it went through' }),
};

/**
 * Covers the screen while a payment runs, so nothing can be clicked twice. It takes focus (the form
 * under it is inert), keeps it while the payment runs, and tells screen readers what is happening.
 */
export function PaymentOverlay({ step }: { step: SubscribeStep | null }) {
  const { t, i18n } = useLingui();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div className="payment-overlay" ref={ref} tabIndex={-1} role="status" aria-live="polite" data-testid="payment-overlay">
      <div className="payment-overlay__card">
        <span className="payment-overlay__spinner" aria-hidden="true">
          <Spinner />
        </span>
        <p className="payment-overlay__title">
          <Trans>Processing your payment</Trans>
        </p>
        <p className="payment-overlay__step">{step ? i18n._(STEP_TEXT[step]) : t`One moment…`}</p>
        <p className="payment-overlay__note">
          <Trans>Please keep this page open.</Trans>
        </p>
        <SosLine />
      </div>
    </div>
  );
}
