import { zodResolver } from '@hookform/resolvers/zod';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { resetPasswordFormSchema, useResetPassword, type ResetPasswordFormValues } from '../api/reset-password';

/** Spec §8: the request got no answer. */
export const RESET_PASSWORD_FAILED_MESSAGE = msg`Error resetting password`;

export function resetPasswordErrorMessage(error: unknown): string {
  return error instanceof ApiError && !error.isNetworkError ? error.message : i18n._(RESET_PASSWORD_FAILED_MESSAGE);
}

/** Spec §2: a new password with the show/hide toggle and 'Reset Password'; success links to login. */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useLingui();
  const resetPassword = useResetPassword();
  const doneRef = useRef<HTMLDivElement>(null);
  // The form (and the button that had focus) is replaced by the result: start reading there.
  useEffect(() => {
    if (resetPassword.isSuccess) doneRef.current?.focus();
  }, [resetPassword.isSuccess]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '' },
  });

  if (resetPassword.isSuccess) {
    return (
      <div className="password-reset__done" ref={doneRef} tabIndex={-1}>
        <p className="alert password-reset__success" role="status">
          {resetPassword.data}
        </p>
        <p>
          <Link to={paths.login.getHref()} className="btn btn--primary btn--block">
            <Trans>Go to login</Trans>
          </Link>
        </p>
      </div>
    );
  }

  const onSubmit = handleSubmit(({ password }) => {
    resetPassword.mutate({ token, password });
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t`New password`} hint={t`At least 8 characters, and not a common password like password123.`} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" required />}
      </FormField>

      <Button type="submit" className="btn--block" loading={resetPassword.isPending} loadingLabel={t`Saving…`}>
        <Trans>Reset Password</Trans>
      </Button>

      {resetPassword.isError ? (
        <>
          <p className="alert alert--error" role="alert">
            {resetPasswordErrorMessage(resetPassword.error)}
          </p>
          <p className="password-reset__again">
            <Trans>
              Link not working? <Link to={paths.forgotPassword.getHref()}>Ask for a new reset link</Link>.
            </Trans>
          </p>
        </>
      ) : null}
    </form>
  );
}
