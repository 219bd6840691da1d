import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type Account } from '@steady/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { errorMessage } from '@/lib/api-client';
import { billingAddressFormSchema, billingAddressValues, useUpdateBillingAddress, type BillingAddressFormValues } from '../api/update-billing-address';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { PAYMENT_WORDS } from '@/lib/i18n/contract-labels';

type EditAddressDialogProps = {
  account: Account;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the server saved the address. */
  onSaved: () => void;
};

/** 'Edit Billing Address' (spec §2/§5): nothing required; a postcode given must fit the country. */
export function EditAddressDialog({ account, open, onOpenChange, onSaved }: EditAddressDialogProps) {
  const { t, i18n } = useLingui();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={i18n._(PAYMENT_WORDS.editBillingAddress)}
      description={t`Used on your receipts. Every field is optional.`}
      closeButton
    >
      {open ? <EditAddressForm account={account} onSaved={onSaved} onCancel={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function EditAddressForm({ account, onSaved, onCancel }: { account: Account; onSaved: () => void; onCancel: () => void }) {
  const { t } = useLingui();
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
      <FormField label={t({ message: 'Address', comment: 'form field: street and number' })} error={errors.address?.message}>
        {(control) => <input {...control} {...register('address')} className="input" autoComplete="address-line1" />}
      </FormField>
      <FormField label={t`City`} error={errors.city?.message}>
        {(control) => <input {...control} {...register('city')} className="input" autoComplete="address-level2" />}
      </FormField>
      <div className="billing-form__row">
        <FormField label={t({ message: 'State', comment: 'address form field: state, province or region' })} error={errors.state?.message}>
          {(control) => <input {...control} {...register('state')} className="input" autoComplete="address-level1" />}
        </FormField>
        <FormField label={t`Postcode`} error={errors.postalCode?.message}>
          {(control) => <input {...control} {...register('postalCode')} className="input" autoComplete="postal-code" maxLength={10} />}
        </FormField>
      </div>
      <FormField label={t`Country`} error={errors.country?.message}>
        {(control) => <input {...control} {...register('country')} className="input" autoComplete="country-name" />}
      </FormField>
      {update.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(update.error)}
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={update.isPending}>
          <Trans comment="button: close the address popup without saving">Cancel</Trans>
        </Button>
        <Button type="submit" loading={update.isPending} loadingLabel={t`Saving…`}>
          <Trans comment="button: save the billing address">Save</Trans>
        </Button>
      </div>
    </form>
  );
}
