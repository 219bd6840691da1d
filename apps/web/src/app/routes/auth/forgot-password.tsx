import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import '@/features/auth/password-reset.css';

/** /forgot-password (spec §2): ask for a password reset link by email. */
export function ForgotPasswordRoute() {
  const { t } = useLingui();
  return (
    <section className="screen screen--narrow" aria-labelledby="forgot-password-title">
      <DocumentTitle title={t`Forgot password`} />
      <h1 id="forgot-password-title">
        <Trans>Forgot your password?</Trans>
      </h1>
      <p className="muted">
        <Trans>It happens. Enter the email address you use for Steady and we will send you a link to choose a new password.</Trans>
      </p>
      <ForgotPasswordForm />
      <p className="password-reset__back">
        <Link to={paths.login.getHref()}>
          <Trans>Back to login</Trans>
        </Link>
      </p>
    </section>
  );
}
