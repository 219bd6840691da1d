import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useAppInformation } from '@/lib/app-information';
import { useIsSignedIn } from '@/lib/auth';
import { QuickExitOffer } from '@/features/settings/components/quick-exit-offer';

/** Spec §1/§2: the welcome screen. */
export function WelcomeRoute() {
  const { t } = useLingui();
  const { productName, logo } = useAppInformation();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();

  return (
    <section className="screen screen--centred welcome" aria-labelledby="welcome-title">
      <DocumentTitle title={t`Welcome`} />
      <AppLogo logo={logo} size={96} className="welcome__logo" />
      <h1 id="welcome-title">
        <Trans>Welcome to {productName}.</Trans>
      </h1>
      <p className="lead">
        <Trans>Here you will find helpful resources to reduce how intensely you feel your emotions when things get hard.</Trans>
      </p>
      <p className="muted">
        <Trans>Try the skills at your own pace. You decide which skills work best for you — there is no right or wrong way to use them.</Trans>
      </p>
      <QuickExitOffer className="welcome__quick-exit" />
      <Button className="btn--block welcome__start" onClick={() => void navigate(signedIn ? paths.chooseOption.getHref() : paths.login.getHref())}>
        <Trans>Let&apos;s Get Started</Trans>
      </Button>
    </section>
  );
}
