import { PAYMENT_TEXT, type PaymentMethod } from '@steady/contracts';
import { useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api-client';
import { errorMessageFor } from '@/lib/messages/all-error-messages';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useDeletePaymentMethod } from '../api/delete-payment-method';
import { useSetDefaultMethod } from '../api/set-default-method';
import { AddCardDialog } from './add-card-dialog';
import { ConfirmDialog, MessageDialog } from '@/components/ui/modal-dialog';
import { EmptyState, LoadError, Skeleton } from './billing-states';
import { CardTile } from './card-tile';

export const CARD_DELETED = 'Payment method deleted.';
export const DEFAULT_CHANGED = 'Default card changed.';

/** The server refused to delete the default card (another tab may have changed the default). */
const isDefaultRefusal = (error: unknown) => error instanceof ApiError && error.code === 'default_method_not_deletable';

/** Payment methods tab: saved cards, the default dot, delete with confirmation, 'Add new method'. */
export function PaymentMethodsPanel() {
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultMethod();
  const remove = useDeletePaymentMethod();
  const [toDelete, setToDelete] = useState<PaymentMethod | null>(null);
  const [defaultWarning, setDefaultWarning] = useState(false);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const pendingDefault = setDefault.isPending ? setDefault.variables : undefined;

  const makeDefault = (method: PaymentMethod) => {
    setStatus(null);
    setDefault.mutate(method.id, {
      onSuccess: () => setStatus({ kind: 'success', text: DEFAULT_CHANGED }),
      onError: (error) => setStatus({ kind: 'error', text: errorMessage(error) }),
    });
  };

  const askToDelete = (method: PaymentMethod) => {
    setStatus(null);
    remove.reset();
    // A default card cannot be deleted: say so before asking (the server refuses it too).
    if (method.isDefault) setDefaultWarning(true);
    else setToDelete(method);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        setStatus({ kind: 'success', text: CARD_DELETED });
      },
      onError: (error) => {
        if (isDefaultRefusal(error)) {
          setToDelete(null);
          setDefaultWarning(true);
        }
      },
    });
  };

  let body;
  if (methods.isPending) body = <Skeleton label="Loading your cards…" lines={2} variant="tiles" />;
  else if (methods.isError) {
    body = <LoadError what="your saved cards" error={methods.error} onRetry={() => void methods.refetch()} retrying={methods.isFetching} />;
  } else if (methods.data.length === 0) {
    body = (
      <EmptyState title="You have no saved cards.">
        <p>Cards you pay with are saved here. You can add one now.</p>
      </EmptyState>
    );
  } else {
    const defaultId = pendingDefault ?? methods.data.find((m) => m.isDefault)?.id;
    body = (
      <fieldset className="card-tiles">
        <legend className="visually-hidden">Saved cards</legend>
        <ul className="card-tiles__list">
          {methods.data.map((method) => (
            <CardTile
              key={method.id}
              method={method}
              isDefault={method.id === defaultId}
              busy={setDefault.isPending}
              onMakeDefault={() => makeDefault(method)}
              onDelete={() => askToDelete(method)}
            />
          ))}
        </ul>
      </fieldset>
    );
  }

  return (
    <div className="payment-methods">
      {body}
      <div aria-live="polite" className="payment-methods__status">
        {status ? <p className={status.kind === 'error' ? 'alert alert--error' : 'alert billing-success'}>{status.text}</p> : null}
      </div>
      <button
        type="button"
        className="btn btn--link payment-methods__add"
        onClick={() => {
          setStatus(null);
          setAdding(true);
        }}
      >
        <span aria-hidden="true" className="payment-methods__plus">
          +
        </span>
        {PAYMENT_TEXT.addNewMethod}
      </button>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete card"
        question={PAYMENT_TEXT.confirmDeleteMethod}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        busyLabel="Deleting…"
        error={remove.isError && !isDefaultRefusal(remove.error) ? errorMessage(remove.error) : null}
        cancelLabel="No"
        confirmLabel="Yes"
      />
      <MessageDialog
        open={defaultWarning}
        onOpenChange={setDefaultWarning}
        title={PAYMENT_TEXT.defaultMethodTitle}
        message={errorMessageFor('default_method_not_deletable')}
      />
      <AddCardDialog
        open={adding}
        onOpenChange={setAdding}
        onAdded={(message) => {
          setAdding(false);
          setStatus({ kind: 'success', text: message });
        }}
      />
    </div>
  );
}
