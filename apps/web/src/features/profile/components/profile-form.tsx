import { zodResolver } from '@hookform/resolvers/zod';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Account } from '@steady/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { changedFields, EMAIL_NEEDS_PASSWORD_MESSAGE, profileFormSchema, useUpdateProfile, type ProfileFormValues } from '../api/update-profile';

export const PROFILE_UPDATED_MESSAGE = msg`Your profile was updated.`;
export const NOTHING_CHANGED_MESSAGE = msg`You haven't changed anything yet, so there is nothing to update.`;

const valuesFor = (account: Account): ProfileFormValues => ({
  username: account.username,
  email: account.email,
  firstName: account.firstName ?? '',
  password: '',
  currentPassword: '',
});

/** Spec §2: username, email, (first name,) password and Update, showing the current values. */
export function ProfileForm({ account }: { account: Account }) {
  const { t, i18n } = useLingui();
  const updateProfile = useUpdateProfile();
  const [status, setStatus] = useState<MessageDescriptor | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesFor(account),
  });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    updateProfile.reset();
    const body = changedFields(account, values);
    if (Object.keys(body).length === 0) {
      setStatus(NOTHING_CHANGED_MESSAGE);
      return;
    }
    if (body.email && !body.currentPassword) {
      setError('currentPassword', { message: i18n._(EMAIL_NEEDS_PASSWORD_MESSAGE) }, { shouldFocus: true });
      return;
    }
    try {
      const { jwt: _jwt, ...updated } = await updateProfile.mutateAsync(body);
      reset(valuesFor(updated));
      setStatus(PROFILE_UPDATED_MESSAGE);
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <form className="form profile-form" onSubmit={onSubmit} noValidate>
      <FormField label={t`Username`} error={errors.username?.message}>
        {(control) => (
          <input {...control} {...register('username')} className="input" autoComplete="username" autoCapitalize="none" spellCheck={false} required />
        )}
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message}>
        {(control) => <input {...control} {...register('email')} className="input" type="email" autoComplete="email" required />}
      </FormField>
      <FormField label={t`First name`} optional error={errors.firstName?.message}>
        {(control) => <input {...control} {...register('firstName')} className="input" autoComplete="given-name" />}
      </FormField>

      <fieldset className="profile-form__password">
        <legend>
          <Trans>Change password</Trans>
        </legend>
        <FormField
          label={t`New password`}
          hint={t`At least 8 characters, and not a common password. Leave it empty to keep your current password.`}
          error={errors.password?.message}
        >
          {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" />}
        </FormField>
      </fieldset>

      <FormField label={t`Current password`} hint={t`Needed to change your email or password.`} error={errors.currentPassword?.message}>
        {(control) => <PasswordInput {...control} {...register('currentPassword')} autoComplete="current-password" />}
      </FormField>

      <Button type="submit" className="btn--block" loading={updateProfile.isPending} loadingLabel={t`Updating…`}>
        <Trans comment="button: save the profile changes">Update</Trans>
      </Button>

      <div aria-live="polite" className="profile-form__status">
        {status ? <p className="alert profile-success">{i18n._(status)}</p> : null}
      </div>
      {updateProfile.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(updateProfile.error)}
        </p>
      ) : null}
    </form>
  );
}
