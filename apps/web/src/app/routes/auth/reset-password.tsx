import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import '@/features/auth/password-reset.css';

/** /reset-password?token=… (spec §2): choose a new password with the emailed link. */
export function ResetPasswordRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  return (
    <section className="screen screen--narrow" aria-labelledby="reset-password-title">
      <DocumentTitle title={t`Reset password`} />
      <h1 id="reset-password-title">
        <Trans>Reset your password</Trans>
      </h1>
      {token ? (
        <>
          <p className="muted">
            <Trans>Pick a password you haven't used here before. You will use it to log in.</Trans>
          </p>
          <ResetPasswordForm token={token} />
        </>
      ) : (
        <div className="notice">
          <p>
            <Trans>This link is missing the code that lets you reset your password. That's OK, you can get a new one.</Trans>
          </p>
          <p>
            <Link to={paths.forgotPassword.getHref()}>
              <Trans>Ask for a new reset link</Trans>
            </Link>
          </p>
        </div>
      )}
      <p className="password-reset__back">
        <Link to={paths.login.getHref()}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </section>
  );
}
