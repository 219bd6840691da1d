import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';
import { useAppInformation } from '@/lib/app-information';
import { LanguagePicker } from '@/features/settings/components/language-picker';
import { QuickExitOffer } from '@/features/settings/components/quick-exit-offer';

/**
 * `/` for anonymous visitors: what Steady is, and the ways in. The language picker comes first, with a
 * globe, so someone who cannot read the language shown finds their own.
 */
export function LandingRoute() {
  const { productName, logo } = useAppInformation();
  return (
    <section className="screen landing" aria-labelledby="landing-title">
      <DocumentTitle title="" />
      <LanguagePicker compact />
      <div className="landing__hero">
        <AppLogo logo={logo} size={72} />
        <h1 id="landing-title">
          <Trans>{productName}: calm, one step at a time.</Trans>
        </h1>
        <p className="lead">
          <Trans>
            A quiet place with skills for moments of stress and strong emotions. Helpful resources to reduce how intensely you feel them — and you decide which
            skills work best for you.
          </Trans>
        </p>
      </div>
      <ul className="landing__points">
        <li>
          <Trans>
            <strong>Quick Cope</strong> — short skills that calm you down quickly.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Guided breathing</strong> — a gentle box-breathing exercise.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Chain analysis</strong> — look at what set a feeling off and find skills that fit.
          </Trans>
        </li>
      </ul>
      <div className="landing__actions">
        <Link className="btn btn--primary btn--block" to={paths.login.getHref()}>
          <Trans>Log in</Trans>
        </Link>
        <Link className="btn btn--secondary btn--block" to={paths.register.getHref()}>
          <Trans>Create account</Trans>
        </Link>
      </div>
      <section className="notice notice--urgent landing__sos" aria-labelledby="landing-sos">
        <h2 id="landing-sos">
          <Trans>Need help right now?</Trans>
        </h2>
        <p>
          <Trans>
            If you are in danger or might hurt yourself, call your local emergency number. You can also <Link to={sosHref()}>see who to contact (SOS)</Link>{' '}
            without an account, or <Link to={paths.breath.getHref()}>take a few slow breaths</Link> with us.
          </Trans>
        </p>
      </section>
      <QuickExitOffer className="landing__quick-exit" />
    </section>
  );
}
