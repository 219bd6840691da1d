import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { paymentErrorMessage } from '@/lib/payment-client/error-message';
import { usePaymentClient } from '@/lib/payment-client/payment-client-provider';
import type { CardFieldState } from '@/lib/payment-client/types';
import { useAddPaymentMethod } from '../api/add-payment-method';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Skeleton } from './billing-states';
import { PaymentClientGate } from './payment-client-gate';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

type AddCardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the message to show once the card is saved. */
  onAdded: (message: string) => void;
};

/** 'Enter your card details' (spec §2): card field → payment method → POST /stripe/add-payment-method. */
export function AddCardDialog({ open, onOpenChange, onAdded }: AddCardDialogProps) {
  const { i18n } = useLingui();
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={i18n._(PAYMENT_WORDS.enterCardDetails)} closeButton>
      {open ? (
        <PaymentClientGate>
          <AddCardForm onAdded={onAdded} onCancel={() => onOpenChange(false)} />
        </PaymentClientGate>
      ) : null}
    </ModalDialog>
  );
}

const EMPTY: CardFieldState = { complete: false, error: null, input: null };

function AddCardForm({ onAdded, onCancel }: { onAdded: (message: string) => void; onCancel: () => void }) {
  const { t, i18n } = useLingui();
  const payment = usePaymentClient();
  const add = useAddPaymentMethod();
  const [card, setCard] = useState<CardFieldState>(EMPTY);
  const [showErrors, setShowErrors] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const focusCard = useRef<() => void>(() => undefined);
  const registerFocus = useRef((focus: () => void) => {
    focusCard.current = focus;
  }).current;

  if (payment.status === 'loading') return <Skeleton label={t`Loading the card field…`} lines={2} />;
  if (payment.status === 'error') {
    return (
      <p className="alert alert--error" role="alert">
        {payment.message}
      </p>
    );
  }
  const { client } = payment;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    if (!card.complete || !card.input) {
      setShowErrors(true);
      focusCard.current();
      return;
    }
    setPending(true);
    try {
      const method = await client.createPaymentMethod(card.input);
      const saved = await add.mutateAsync(method.id);
      onAdded(saved.reused ? t`This card is already saved, so we kept the one you have.` : i18n._(PAYMENT_WORDS.methodAdded));
    } catch (caught) {
      setError(`${i18n._(PAYMENT_WORDS.methodAddErrorPrefix)}${paymentErrorMessage(caught)}`);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="form billing-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={pending || undefined}>
      <client.CardField onChange={setCard} showErrors={showErrors} disabled={pending} registerFocus={registerFocus} />
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          <Trans comment="button: close the add-card popup without saving">Cancel</Trans>
        </Button>
        <Button type="submit" loading={pending} loadingLabel={t`Saving card…`}>
          <Trans>Add card</Trans>
        </Button>
      </div>
    </form>
  );
}
