import { Trans, useLingui } from '@lingui/react/macro';
import type { Charge, Plan } from '@steady/contracts';
import { Button } from '@/components/ui/button';
import { useAppInformation } from '@/lib/app-information';
import { formatDateTime } from '@/lib/format-date';
import { formatAmount, statusLabel } from '../utils/format';
import { ModalDialog } from '@/components/ui/modal-dialog';

type ReceiptDialogProps = {
  charge: Charge | null;
  plan: Plan | null;
  subscriptionRef: string;
  onClose: () => void;
};

/** 'View Receipt' (spec §2 leaves it open): the charge's details, printable with the browser's Print. */
export function ReceiptDialog({ charge, plan, subscriptionRef, onClose }: ReceiptDialogProps) {
  const { t } = useLingui();
  const { productName, supportEmail } = useAppInformation();
  const amount = charge ? formatAmount(charge.amount, charge.currency) : '';
  const status = charge ? statusLabel(charge.status).toLowerCase() : '';
  return (
    <ModalDialog
      open={charge !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t({ message: 'Receipt', comment: "title of a charge's receipt popup" })}
      closeButton
      className="receipt"
    >
      {charge ? (
        <>
          <p className="receipt__from">
            {productName}
            {supportEmail ? <span className="receipt__contact"> · {supportEmail}</span> : null}
          </p>
          <p className="receipt__amount">
            {charge.status === 'succeeded' ? (
              <Trans comment="receipt: the amount in large type, then 'paid' in small type">
                {amount}
                <span className="receipt__amount-label"> paid</span>
              </Trans>
            ) : (
              <Trans comment="receipt: the amount in large type, then its status in small type, e.g. '$4.99 failed'">
                {amount}
                <span className="receipt__amount-label"> {status}</span>
              </Trans>
            )}
          </p>
          <dl className="details-list receipt__details">
            <div>
              <dt>
                <Trans>Date</Trans>
              </dt>
              <dd>{formatDateTime(charge.date)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Description</Trans>
              </dt>
              <dd>{charge.description ?? plan?.name ?? '—'}</dd>
            </div>
            {plan ? (
              <div>
                <dt>
                  <Trans comment="receipt: the plan subscribed to">Plan</Trans>
                </dt>
                <dd>{plan.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                <Trans>Order Id</Trans>
              </dt>
              <dd className="billing-id">{charge.orderId ?? '—'}</dd>
            </div>
            <div>
              <dt>
                <Trans>Transaction id</Trans>
              </dt>
              <dd className="billing-id">{charge.chargeId ?? '—'}</dd>
            </div>
            <div>
              <dt>
                <Trans comment="receipt: the subscription's id">Subscription</Trans>
              </dt>
              <dd className="billing-id">{subscriptionRef}</dd>
            </div>
            <div>
              <dt>
                <Trans>Status</Trans>
              </dt>
              <dd>{statusLabel(charge.status)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Payment method</Trans>
              </dt>
              <dd>
                <Trans comment="payment method: a payment card">Card</Trans>
              </dd>
            </div>
            <div className="details-list__total">
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>{formatAmount(charge.amount, charge.currency)}</dd>
            </div>
          </dl>
          <div className="modal-dialog__actions no-print">
            <Button variant="secondary" onClick={onClose}>
              <Trans comment="button: closes the receipt">Close</Trans>
            </Button>
            <Button onClick={() => window.print()}>
              <Trans comment="button: prints the receipt">Print</Trans>
            </Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
