import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useSignIn } from '@/lib/auth';
import { safeRedirectTarget } from '@/lib/route-access';
import { RegisterForm } from '@/features/auth/components/register-form';

export function RegisterRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const redirectTo = safeRedirectTarget(searchParams.get('redirectTo'));

  return (
    <section className="screen screen--narrow" aria-labelledby="register-title">
      <DocumentTitle title={t`Create account`} />
      <h1 id="register-title">
        <Trans>Create account</Trans>
      </h1>
      <p className="muted">
        <Trans>A private space for the skills that help you. It only takes a minute.</Trans>
      </p>
      <RegisterForm
        loginHref={paths.login.getHref(redirectTo === paths.home.getHref() ? null : redirectTo)}
        onSuccess={({ jwt }) => {
          signIn(jwt, { remember: true });
          void navigate(redirectTo, { replace: true });
        }}
      />
    </section>
  );
}
