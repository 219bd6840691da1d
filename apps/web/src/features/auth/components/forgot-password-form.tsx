import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { ApiError } from '@/lib/api-client';
import { forgotPasswordFormSchema, useForgotPassword, type ForgotPasswordFormValues } from '../api/forgot-password';

/** Spec §8: a request that got no answer. */
export const FORGOT_PASSWORD_FAILED_MESSAGE = msg`Something went wrong!`;

/** The server's own words when it answered; 'Something went wrong!' when it did not. */
export function forgotPasswordErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError ? error.message : i18n._(FORGOT_PASSWORD_FAILED_MESSAGE);
}

/** Spec §2/§5: email (required, type email) and Submit. */
export function ForgotPasswordForm() {
  const { t } = useLingui();
  const forgotPassword = useForgotPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordFormValues>({
    resolver: zodResolver(forgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => {
    forgotPassword.mutate(values);
  });

  return (
    <HydratedForm className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} className="input" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required />
        )}
      </FormField>

      <Button type="submit" className="btn--block" loading={forgotPassword.isPending} loadingLabel={t`Sending…`}>
        <Trans comment="button: send the reset link">Submit</Trans>
      </Button>

      <div aria-live="polite" className="password-reset__status">
        {forgotPassword.isSuccess ? <p className="alert password-reset__success">{forgotPassword.data}</p> : null}
      </div>
      {forgotPassword.isError ? (
        <p className="alert alert--error" role="alert">
          {forgotPasswordErrorMessage(forgotPassword.error)}
        </p>
      ) : null}
    </HydratedForm>
  );
}
