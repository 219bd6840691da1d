import { Trans, useLingui } from '@lingui/react/macro';
import { type PaymentMethod } from '@steady/contracts';
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
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

/** The server refused to delete the default card (another tab may have changed the default). */
const isDefaultRefusal = (error: unknown) => error instanceof ApiError && error.code === 'default_method_not_deletable';

/** Payment methods tab: saved cards, the default dot, delete with confirmation, 'Add new method'. */
export function PaymentMethodsPanel() {
  const { t, i18n } = useLingui();
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
      onSuccess: () => setStatus({ kind: 'success', text: t`Default card changed.` }),
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
        setStatus({ kind: 'success', text: t`Payment method deleted.` });
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
  if (methods.isPending) body = <Skeleton label={t`Loading your cards…`} lines={2} variant="tiles" />;
  else if (methods.isError) {
    body = (
      <LoadError title={t`We couldn't load your saved cards.`} error={methods.error} onRetry={() => void methods.refetch()} retrying={methods.isFetching} />
    );
  } else if (methods.data.length === 0) {
    body = (
      <EmptyState title={t`You have no saved cards.`}>
        <p>
          <Trans>Cards you pay with are saved here. You can add one now.</Trans>
        </p>
      </EmptyState>
    );
  } else {
    const defaultId = pendingDefault ?? methods.data.find((m) => m.isDefault)?.id;
    body = (
      <fieldset className="card-tiles">
        <legend className="visually-hidden">
          <Trans>Saved cards</Trans>
        </legend>
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
        {i18n._(PAYMENT_WORDS.addNewMethod)}
      </button>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t({ message: 'Delete card', comment: 'title of the popup that asks before deleting a saved card' })}
        question={i18n._(PAYMENT_WORDS.confirmDeleteMethod)}
        onConfirm={confirmDelete}
        busy={remove.isPending}
        busyLabel={t`Deleting…`}
        error={remove.isError && !isDefaultRefusal(remove.error) ? errorMessage(remove.error) : null}
        cancelLabel={t({ message: 'No', comment: "button: answer to 'Are you sure you want to delete this payment method?'" })}
        confirmLabel={t({ message: 'Yes', comment: "button: answer to 'Are you sure you want to delete this payment method?'" })}
      />
      <MessageDialog
        open={defaultWarning}
        onOpenChange={setDefaultWarning}
        title={i18n._(PAYMENT_WORDS.defaultMethodTitle)}
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
