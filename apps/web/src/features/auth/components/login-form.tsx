import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { extraCheckSchema, type ExtraCheck } from '@steady/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FormField } from '@/components/ui/form-field';
import { HydratedForm } from '@/components/ui/hydrated-form';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loadErrorWords } from '@/lib/messages';
import { useCaptcha } from '../api/get-captcha';
import { credentialsFormSchema, loginFormSchema, useLogin, type AuthResponse, type LoginFormInput, type LoginFormValues } from '../api/login';
import { solveProofOfWork } from '../utils/proof-of-work';
import { CaptchaField } from './captcha-field';

type CaptchaFields = { captchaId?: string; captcha?: string; proof?: string };

const NEEDS_SECURE_CONNECTION_MESSAGE = msg`This check needs a secure (https) connection to Steady. Please type the code instead, or open the site over https.`;
const CAPTCHA_NOT_READY_MESSAGE = msg`The captcha is not ready yet. Reload captcha and try again.`;
const LONGER_CHECK_MESSAGE = msg`Many wrong passwords have been tried on this account, so your browser is doing a longer check that you are a person. This can take up to a minute.`;
/** The server may ask again if more wrong passwords arrive meanwhile; past this, the person is told. */
const MAX_LONGER_CHECKS = 3;
/** Longest wait we schedule for a captcha's expiry (setTimeout's own limit is ~24.8 days). */
const MAX_EXPIRY_WAIT_MS = 60 * 60 * 1000;

/** The longer check the server asks for when many wrong passwords were tried on the account (decision 013). */
const extraCheckOf = (error: unknown): ExtraCheck | undefined => {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const parsed = extraCheckSchema.safeParse((error.details as { extraCheck?: unknown } | undefined)?.extraCheck);
  return parsed.success ? parsed.data : undefined;
};

type LoginFormProps = {
  onSuccess: (response: AuthResponse, options: { remember: boolean }) => void;
  registerHref: string;
};

/**
 * Spec §2/§4/§5/§8: email (plain text), password with eye toggle, Remember Me, 'Forgot Password?',
 * captcha with reload, Login with a loading state. Every attempt uses up the captcha, so a new one
 * is loaded after each; a wrong captcha shows 'Captcha Does Not Match' and clears the input.
 * 'I can't read the code' answers with a proof-of-work instead; when the server runs without a
 * captcha (`{ enabled: false }`), the form shows none and sends none.
 */
export function LoginForm({ onSuccess, registerHref }: LoginFormProps) {
  const { t, i18n } = useLingui();
  const captcha = useCaptcha();
  const loginMutation = useLogin();
  const [captchaMismatch, setCaptchaMismatch] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [longerCheck, setLongerCheck] = useState(false);
  const captchaInputRef = useRef<HTMLInputElement | null>(null);
  const proofAbort = useRef<AbortController | null>(null);
  useEffect(() => () => proofAbort.current?.abort(), []);
  // A refused sign-in is put into words at once, without a download after the answer.
  useEffect(() => void loadErrorWords(), []);

  const captchaOff = captcha.data?.enabled === false;
  const challenge = captcha.data?.enabled ? captcha.data : undefined;

  // The typed code is validated only when it is the answer being sent.
  const typedCodeRequired = useRef(true);
  const resolver = useMemo<Resolver<LoginFormInput, unknown, LoginFormValues>>(() => {
    const withCode = zodResolver(loginFormSchema);
    const withoutCode = zodResolver(credentialsFormSchema);
    return (values, context, options) => (typedCodeRequired.current ? withCode : withoutCode)(values, context, options);
  }, []);

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver,
    defaultValues: { identifier: '', password: '', captcha: '', remember: false },
  });

  const { refetch: refetchCaptcha } = captcha;
  const expiresAt = challenge?.expiresAt;
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

  /** Solves a proof-of-work in the browser; undefined (with a message) when it could not. */
  const solve = async (pow: ExtraCheck['pow'], setBusy: (busy: boolean) => void): Promise<string | undefined> => {
    proofAbort.current?.abort();
    const controller = new AbortController();
    proofAbort.current = controller;
    setBusy(true);
    try {
      return await solveProofOfWork(pow, { signal: controller.signal });
    } catch {
      // Web Crypto exists only on https (and localhost).
      if (!controller.signal.aborted)
        setFormError(globalThis.crypto?.subtle ? t`We could not finish the check. Please try again.` : i18n._(NEEDS_SECURE_CONNECTION_MESSAGE));
      return undefined;
    } finally {
      setBusy(false);
    }
  };

  const attempt = async (values: LoginFormValues, captchaFields: CaptchaFields, longerChecks = 0): Promise<void> => {
    try {
      const response = await loginMutation.mutateAsync({ identifier: values.identifier, password: values.password, ...captchaFields });
      onSuccess(response, { remember: values.remember });
    } catch (error) {
      // The challenge is single use: whatever happened, the next attempt needs a new one.
      if (!captchaOff) reloadCaptcha();
      const extraCheck = extraCheckOf(error);
      if (extraCheck && longerChecks < MAX_LONGER_CHECKS) {
        // Not a refusal: the browser does the work asked, then tries the same email and password again.
        const proof = await solve(extraCheck.pow, setLongerCheck);
        if (proof !== undefined) await attempt(values, { captchaId: extraCheck.id, proof }, longerChecks + 1);
      } else if (error instanceof ApiError && error.code === 'captcha_mismatch') {
        setCaptchaMismatch(error.message);
        captchaInputRef.current?.focus();
      } else {
        setFormError(errorMessage(error));
      }
    }
  };

  /** Clears the last outcome; false (with a message) when a challenge is needed and not ready. */
  const ready = () => {
    setCaptchaMismatch(null);
    setFormError(null);
    if (captchaOff || (challenge && !captcha.isFetching)) return true;
    setFormError(i18n._(CAPTCHA_NOT_READY_MESSAGE));
    return false;
  };

  const submitTyped = handleSubmit(async (values) => {
    if (!ready()) return;
    await attempt(values, challenge && !captchaOff ? { captchaId: challenge.id, captcha: values.captcha } : {});
  });

  const submitWithProof = handleSubmit(async (values) => {
    if (!ready() || !challenge) return;
    const proof = await solve(challenge.pow, setChecking);
    if (proof !== undefined) await attempt(values, { captchaId: challenge.id, proof });
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    typedCodeRequired.current = !captchaOff;
    void submitTyped(event);
  };

  const onCheckWithoutPicture = () => {
    typedCodeRequired.current = false;
    void submitWithProof();
  };

  const captchaRegistration = register('captcha');

  return (
    <HydratedForm className="form" onSubmit={onSubmit} noValidate aria-describedby={formError ? 'login-error' : undefined}>
      <FormField label={t`Email`} error={errors.identifier?.message}>
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

      <FormField label={t`Password`} error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...register('password')} autoComplete="current-password" required />}
      </FormField>

      <div className="form__row">
        <label className="checkbox">
          <input type="checkbox" className="checkbox__input" {...register('remember')} />
          <span>
            <Trans>Remember Me</Trans>
          </span>
        </label>
        <Link to={paths.forgotPassword.getHref()} className="form__aside-link">
          <Trans>Forgot Password?</Trans>
        </Link>
      </div>

      {captchaOff ? null : (
        <CaptchaField
          challenge={challenge}
          loading={captcha.isFetching}
          loadFailed={captcha.isError}
          onReload={reloadCaptcha}
          onCheckWithoutPicture={onCheckWithoutPicture}
          checking={checking}
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
      )}

      {captchaMismatch ? (
        <p className="alert alert--error" role="alert">
          {captchaMismatch}
        </p>
      ) : null}

      <p className="captcha__status" role="status">
        {longerCheck ? (
          <>
            <Spinner /> {i18n._(LONGER_CHECK_MESSAGE)}
          </>
        ) : null}
      </p>

      <Button type="submit" className="btn--block" loading={loginMutation.isPending} disabled={checking || longerCheck} loadingLabel={t`Logging in…`}>
        <Trans comment="button: sign in">Login</Trans>
      </Button>

      {formError ? (
        <p className="alert alert--error" role="alert" id="login-error">
          {formError}
        </p>
      ) : null}

      <p className="form__footer">
        <Trans>
          New to Steady? <Link to={registerHref}>Create account</Link>
        </Trans>
      </p>
    </HydratedForm>
  );
}
