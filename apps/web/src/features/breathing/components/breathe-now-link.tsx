import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '../breathing.css';

/** Breathing, one tap away (then Start): on Home and Quick Cope, online or not. */
export function BreatheNowLink() {
  return (
    <p className="breathe-now">
      <Link to={paths.breath.getHref()} className="btn btn--primary breathe-now__link">
        <Trans comment="Link to the guided breathing exercise">Breathe with me now</Trans>
      </Link>
    </p>
  );
}
