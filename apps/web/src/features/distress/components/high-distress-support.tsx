import { Trans } from '@lingui/react/macro';
import { DISTRESS_HIGH } from '@steady/contracts';
import { Link } from 'react-router';
import { paths, sosHref } from '@/config/paths';

export const isHighDistress = (value: number | null) => value !== null && value >= DISTRESS_HIGH;

/** At 9 or 10: the safety plan and SOS, one tap away, and nothing more (it never contacts anyone). */
export function HighDistressSupport() {
  return (
    <div className="notice notice--urgent distress-check__support" role="status">
      <p>
        <Trans>That sounds really hard. You don&apos;t have to hold it alone: your plan and help are one tap away.</Trans>
      </p>
      <div className="stack-row distress-check__row">
        <Link className="btn btn--secondary" to={paths.safetyPlan.getHref()}>
          <Trans>My safety plan</Trans>
        </Link>
        <Link className="btn btn--secondary distress-check__sos" to={sosHref()}>
          <Trans>SOS</Trans>
        </Link>
      </div>
    </div>
  );
}
