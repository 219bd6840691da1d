import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { SparkIcon } from './skill-icons';

/** From Quick Cope and Practice to the check-in and its recommendations. */
export function RecommendedLink() {
  return (
    <Link className="recommended-link" to={paths.recommended.getHref()}>
      <SparkIcon size={20} />
      <span>
        <Trans>Get skills picked for how you feel</Trans>
      </span>
    </Link>
  );
}
