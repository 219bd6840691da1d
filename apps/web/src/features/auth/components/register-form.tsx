import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RegisterBody } from '@steady/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { errorMessage } from '@/lib/api-client';
import { registerFormSchema, useRegister, type RegisterFormInput } from '../api/register';
import type { AuthResponse } from '../api/login';

type RegisterFormProps = {
  onSuccess: (response: AuthResponse) => void;
  loginHref: string;
};

export function RegisterForm({ onSuccess, loginHref }: RegisterFormProps) {
  const { t } = useLingui();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegisterFormInput, unknown, RegisterBody>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', firstName: '', email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    registerMutation.mutate(values, { onSuccess });
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField label={t`Username`} error={errors.username?.message}>
        {(control) => (
          <input
            {...control}
            {...register('username')}
            className="input"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
          />
        )}
      </FormField>
      <FormField label={t`First name`} optional error={errors.firstName?.message}>
        {(control) => <input {...control} {...register('firstName')} className="input" type="text" autoComplete="given-name" />}
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message}>
        {(control) => (
          <input {...control} {...register('email')} className="input" type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} required />
        )}
      </FormField>
      <FormField label={t`Password`} hint={t`At least 8 characters, and not a common password like password123.`} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="new-password" required />}
      </FormField>

      <Button type="submit" className="btn--block" loading={registerMutation.isPending} loadingLabel={t`Creating account…`}>
        <Trans>Create account</Trans>
      </Button>

      {registerMutation.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(registerMutation.error)}
        </p>
      ) : null}

      <p className="form__footer">
        <Trans>
          Already have an account? <Link to={loginHref}>Log in</Link>
        </Trans>
      </p>
    </form>
  );
}
