import { Link } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { DocumentTitle } from '@/components/ui/document-title';
import { paths, sosHref } from '@/config/paths';
import { useAppInformation } from '@/lib/app-information';

/** `/` for anonymous visitors: what Steady is, and the ways in. */
export function LandingRoute() {
  const { productName, logo } = useAppInformation();
  return (
    <section className="screen landing" aria-labelledby="landing-title">
      <DocumentTitle title="" />
      <div className="landing__hero">
        <AppLogo logo={logo} size={72} />
        <h1 id="landing-title">{productName}: calm, one step at a time.</h1>
        <p className="lead">
          A quiet place with skills for moments of stress and strong emotions. Helpful resources to reduce how intensely you feel them — and you decide which
          skills work best for you.
        </p>
      </div>
      <ul className="landing__points">
        <li>
          <strong>Quick Cope</strong> — short skills that calm you down quickly.
        </li>
        <li>
          <strong>Guided breathing</strong> — a gentle box-breathing exercise.
        </li>
        <li>
          <strong>Chain analysis</strong> — look at what set a feeling off and find skills that fit.
        </li>
      </ul>
      <div className="landing__actions">
        <Link className="btn btn--primary btn--block" to={paths.login.getHref()}>
          Log in
        </Link>
        <Link className="btn btn--secondary btn--block" to={paths.register.getHref()}>
          Create account
        </Link>
      </div>
      <section className="notice notice--urgent landing__sos" aria-labelledby="landing-sos">
        <h2 id="landing-sos">Need help right now?</h2>
        <p>
          If you are in danger or might hurt yourself, call your local emergency number. You can also <Link to={sosHref()}>see who to contact (SOS)</Link>{' '}
          without an account, or <Link to={paths.breath.getHref()}>take a few slow breaths</Link> with us.
        </p>
      </section>
    </section>
  );
}
