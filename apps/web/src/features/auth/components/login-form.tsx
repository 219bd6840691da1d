import { zodResolver } from '@hookform/resolvers/zod';
import { CAPTCHA_MISMATCH_MESSAGE } from '@steady/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCaptcha } from '../api/get-captcha';
import { loginFormSchema, useLogin, type AuthResponse, type LoginFormInput, type LoginFormValues } from '../api/login';
import { CaptchaField } from './captcha-field';

const CAPTCHA_NOT_READY_MESSAGE = 'The captcha is not ready yet. Reload captcha and try again.';
/** Longest wait we schedule for a captcha's expiry (setTimeout's own limit is ~24.8 days). */
const MAX_EXPIRY_WAIT_MS = 60 * 60 * 1000;

type LoginFormProps = {
  onSuccess: (response: AuthResponse, options: { remember: boolean }) => void;
  registerHref: string;
};

/**
 * Spec §2/§4/§5/§8: email (plain text), password with eye toggle, Remember Me, 'Forgot Password?',
 * captcha with reload, Login with a loading state. Every attempt uses up the captcha, so a new one
 * is loaded after each; a wrong captcha shows 'Captcha Does Not Match' and clears the input.
 */
export function LoginForm({ onSuccess, registerHref }: LoginFormProps) {
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const [captchaMismatch, setCaptchaMismatch] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const captchaInputRef = useRef<HTMLInputElement | null>(null);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: '', password: '', captcha: '', remember: false },
  });

  const { refetch: refetchCaptcha } = captcha;
  const expiresAt = captcha.data?.expiresAt;
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Date.parse(expiresAt) - Date.now();
    if (!Number.isFinite(wait) || wait <= 0 || wait > MAX_EXPIRY_WAIT_MS) return;
    const timer = window.setTimeout(() => void refetchCaptcha(), wait);
    return () => window.clearTimeout(timer);
  }, [expiresAt, refetchCaptcha]);

  const reloadCaptcha = () => {
    setValue('captcha', '');
    void refetchCaptcha();
  };

  const onSubmit = handleSubmit(async (values) => {
    setCaptchaMismatch(false);
    setFormError(null);
    const challenge = captcha.data;
    if (!challenge || captcha.isFetching) {
      setFormError(CAPTCHA_NOT_READY_MESSAGE);
      return;
    }
    try {
      const response = await loginMutation.mutateAsync({
        identifier: values.identifier,
        password: values.password,
        captchaId: challenge.id,
        captcha: values.captcha,
      });
      onSuccess(response, { remember: values.remember });
    } catch (error) {
      // The challenge is single use: whatever happened, the next attempt needs a new one.
      reloadCaptcha();
      if (error instanceof ApiError && error.message === CAPTCHA_MISMATCH_MESSAGE) {
        setCaptchaMismatch(true);
        captchaInputRef.current?.focus();
      } else {
        setFormError(errorMessage(error));
      }
    }
  });

  const captchaRegistration = register('captcha');

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
      <FormField label="Email" error={errors.identifier?.message}>
        {(control) => (
          <input
            {...control}
            {...register('identifier')}
            className="input"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            required
          />
        )}
      </FormField>

      <FormField label="Password" error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" required />}
      </FormField>

      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" className="checkbox__input" {...register('remember')} />
          <span>Remember Me</span>
        </label>
        <Link to={paths.forgotPassword.getHref()} className="form__aside-link">
          Forgot Password?
        </Link>
      </div>

      <CaptchaField
        challenge={captcha.data}
        loading={captcha.isFetching}
        loadFailed={captcha.isError}
        onReload={reloadCaptcha}
        error={errors.captcha?.message}
        inputProps={{
          ...captchaRegistration,
          required: true,
          ref: (element: HTMLInputElement | null) => {
            captchaRegistration.ref(element);
            captchaInputRef.current = element;
          },
        }}
      />

      {captchaMismatch ? (
        <p className="alert alert--error" role="alert">
          {CAPTCHA_MISMATCH_MESSAGE}
        </p>
      ) : null}

      <Button type="submit" className="btn--block" loading={loginMutation.isPending} loadingLabel="Logging in…">
        Login
      </Button>

      {formError ? (
        <p className="alert alert--error" role="alert" id="login-error">
          {formError}
        </p>
      ) : null}

      <p className="form__footer">
        New to Steady? <Link to={registerHref}>Create account</Link>
      </p>
    </form>
  );
}
