import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { deleteAccountBodySchema, type DeleteAccountBody } from '@steady/contracts';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../api/delete-account';

type DeleteAccountDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called once the server has deleted the account. */
  onDeleted: () => void | Promise<void>;
};

/** Asks for the password before the account and everything kept for it is deleted for good. */
export function DeleteAccountDialog({ open, onOpenChange, onDeleted }: DeleteAccountDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={t`Delete your account?`}
      description={t`This deletes your favourites, completed skills, check-ins and chain analyses, your safety plan, diary entries and distress ratings, and your saved cards. An active Premium subscription ends now, with no further charges. This cannot be undone.`}
    >
      {open ? <DeleteAccountForm onDeleted={onDeleted} onCancel={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function DeleteAccountForm({ onDeleted, onCancel }: { onDeleted: () => void | Promise<void>; onCancel: () => void }) {
  const { t } = useLingui();
  const remove = useDeleteAccount();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<DeleteAccountBody>({ resolver: zodResolver(deleteAccountBodySchema), defaultValues: { password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await remove.mutateAsync(values);
    } catch {
      // Shown below from the mutation's error; nothing was deleted.
      return;
    }
    await onDeleted();
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t`Your password`} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" />}
      </FormField>
      {remove.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(remove.error)}
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={remove.isPending}>
          <Trans>Keep my account</Trans>
        </Button>
        <Button type="submit" className="btn--danger" loading={remove.isPending} loadingLabel={t`Deleting…`}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
    </form>
  );
}
