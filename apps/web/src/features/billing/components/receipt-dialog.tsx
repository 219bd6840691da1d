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
  const { productName, supportEmail } = useAppInformation();
  return (
    <ModalDialog
      open={charge !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title="Receipt"
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
            {formatAmount(charge.amount, charge.currency)}
            <span className="receipt__amount-label"> {charge.status === 'succeeded' ? 'paid' : statusLabel(charge.status).toLowerCase()}</span>
          </p>
          <dl className="details-list receipt__details">
            <div>
              <dt>Date</dt>
              <dd>{formatDateTime(charge.date)}</dd>
            </div>
            <div>
              <dt>Description</dt>
              <dd>{charge.description ?? plan?.name ?? '—'}</dd>
            </div>
            {plan ? (
              <div>
                <dt>Plan</dt>
                <dd>{plan.name}</dd>
              </div>
            ) : null}
            <div>
              <dt>Order Id</dt>
              <dd className="billing-id">{charge.orderId ?? '—'}</dd>
            </div>
            <div>
              <dt>Transaction id</dt>
              <dd className="billing-id">{charge.chargeId ?? '—'}</dd>
            </div>
            <div>
              <dt>Subscription</dt>
              <dd className="billing-id">{subscriptionRef}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>{statusLabel(charge.status)}</dd>
            </div>
            <div>
              <dt>Payment method</dt>
              <dd>Card</dd>
            </div>
            <div className="details-list__total">
              <dt>Amount</dt>
              <dd>{formatAmount(charge.amount, charge.currency)}</dd>
            </div>
          </dl>
          <div className="modal-dialog__actions no-print">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => window.print()}>Print</Button>
          </div>
        </>
      ) : null}
    </ModalDialog>
  );
}
