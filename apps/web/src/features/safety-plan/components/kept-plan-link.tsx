import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Signed out (SOS, log in): the way to the read-only safety plan kept at an offline logout (lib/kept-safety-plan). */
export function KeptPlanLink({ className }: { className: string }) {
  return (
    <p className={className}>
      <Link to={paths.safetyPlan.getHref()}>
        <Trans comment="Link shown signed out (SOS, login): the read-only copy of the safety plan kept at an offline logout">
          Your safety plan (kept on this device)
        </Trans>
      </Link>
    </p>
  );
}
