import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useSignIn } from '@/lib/auth';
import { clearNotice, peekNotice } from '@/lib/flash-notice';
import { KeptPlanLink } from '@/features/safety-plan/components/kept-plan-link';
import { useKeptSafetyPlan } from '@/lib/kept-safety-plan';
import { safeRedirectTarget } from '@/lib/route-access';
import { LoginForm } from '@/features/auth/components/login-form';

export function LoginRoute() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const redirectTo = safeRedirectTarget(searchParams.get('redirectTo'));
  // A message another screen left for this one (after an account was deleted), shown once.
  const [notice] = useState(peekNotice);
  useEffect(clearNotice, []);
  // Where an offline logout lands: the plan kept then is one tap away (lib/kept-safety-plan).
  const keptPlan = useKeptSafetyPlan();

  return (
    <section className="screen screen--narrow" aria-labelledby="login-title">
      <DocumentTitle title={t`Log in`} />
      <h1 id="login-title">
        <Trans>Log in</Trans>
      </h1>
      {notice ? (
        <p className="alert alert--info" role="status">
          {notice}
        </p>
      ) : null}
      {keptPlan ? <KeptPlanLink className="alert alert--info" /> : null}
      <p className="muted">
        <Trans>Welcome back. Take your time.</Trans>
      </p>
      <LoginForm
        registerHref={paths.register.getHref(redirectTo === paths.home.getHref() ? null : redirectTo)}
        onSuccess={({ jwt }, { remember }) => {
          signIn(jwt, { remember });
          void navigate(redirectTo, { replace: true });
        }}
      />
    </section>
  );
}
