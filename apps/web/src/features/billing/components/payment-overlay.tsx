import { useEffect, useRef } from 'react';
import { SosLine } from '@/components/ui/sos-line';
import { Spinner } from '@/components/ui/spinner';
import type { SubscribeStep } from '../hooks/use-subscribe';

const STEP_TEXT: Record<SubscribeStep, string> = {
  subscription: 'Setting up your subscription…',
  card: 'Checking your card…',
  confirm: 'Confirming your payment…',
  save: 'Saving your card…',
  status: 'Almost done…',
};

/**
 * Covers the screen while a payment runs, so nothing can be clicked twice. It takes focus (the form
 * under it is inert), keeps it while the payment runs, and tells screen readers what is happening.
 */
export function PaymentOverlay({ step }: { step: SubscribeStep | null }) {
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
        <p className="payment-overlay__title">Processing your payment</p>
        <p className="payment-overlay__step">{step ? STEP_TEXT[step] : 'One moment…'}</p>
        <p className="payment-overlay__note">Please keep this page open.</p>
        <SosLine />
      </div>
    </div>
  );
}
