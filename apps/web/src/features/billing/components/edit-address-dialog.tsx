import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_TEXT, type Account } from '@steady/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { billingAddressFormSchema, billingAddressValues, useUpdateBillingAddress, type BillingAddressFormValues } from '../api/update-billing-address';
import { ModalDialog } from '@/components/ui/modal-dialog';

type EditAddressDialogProps = {
  account: Account;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the server saved the address. */
  onSaved: () => void;
};

/** 'Edit Billing Address' (spec §2/§5): nothing required; a postcode given must fit the country. */
export function EditAddressDialog({ account, open, onOpenChange, onSaved }: EditAddressDialogProps) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={PAYMENT_TEXT.editBillingAddress}
      description="Used on your receipts. Every field is optional."
      closeButton
    >
      {open ? <EditAddressForm account={account} onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function EditAddressForm({ account, onSaved, onCancel }: { account: Account; onSaved: () => void; onCancel: () => void }) {
  const update = useUpdateBillingAddress();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BillingAddressFormValues>({
    resolver: zodResolver(billingAddressFormSchema),
    defaultValues: billingAddressValues(account),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      onSaved();
    } catch {
      // Shown below from the mutation's error (DESIGN.md: success only when the save succeeded).
    }
  });

  return (
    <form className="form billing-form" onSubmit={onSubmit} noValidate>
      <FormField label="Address" error={errors.address?.message}>
        {(control) => <input {...control} {...register('address')} className="input" autoComplete="address-line1" />}
      </FormField>
      <FormField label="City" error={errors.city?.message}>
        {(control) => <input {...control} {...register('city')} className="input" autoComplete="address-level2" />}
      </FormField>
      <div className="billing-form__row">
        <FormField label="State" error={errors.state?.message}>
          {(control) => <input {...control} {...register('state')} className="input" autoComplete="address-level1" />}
        </FormField>
        <FormField label="Postcode" error={errors.postalCode?.message}>
          {(control) => <input {...control} {...register('postalCode')} className="input" autoComplete="postal-code" maxLength={10} />}
        </FormField>
      </div>
      <FormField label="Country" error={errors.country?.message}>
        {(control) => <input {...control} {...register('country')} className="input" autoComplete="country-name" />}
      </FormField>
      {update.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending} loadingLabel="Saving…">
          Save
        </Button>
      </div>
    </form>
  );
}
