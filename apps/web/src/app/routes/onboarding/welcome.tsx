import { useNavigate } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths } from '@/config/paths';
import { useAppInformation } from '@/lib/app-information';
import { useIsSignedIn } from '@/lib/auth';

/** Spec §1/§2: the welcome screen. */
export function WelcomeRoute() {
  const { productName, logo } = useAppInformation();
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();

  return (
    <section className="screen screen--centred welcome" aria-labelledby="welcome-title">
      <DocumentTitle title="Welcome" />
      <AppLogo logo={logo} size={96} className="welcome__logo" />
      <h1 id="welcome-title">Welcome to {productName}.</h1>
      <p className="lead">Here you will find helpful resources to reduce how intensely you feel your emotions when things get hard.</p>
      <p className="muted">Try the skills at your own pace. You decide which skills work best for you — there is no right or wrong way to use them.</p>
      <Button className="btn--block welcome__start" onClick={() => void navigate(signedIn ? paths.chooseOption.getHref() : paths.login.getHref())}>
        Let&apos;s Get Started
      </Button>
    </section>
  );
}
