import { Trans } from '@lingui/react/macro';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';

/** 'Go Back' (spec §2): the previous screen, or `fallback` when this is the first screen of the visit. */
export function GoBackButton({ fallback }: { fallback: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      variant="secondary"
      onClick={() => {
        if (location.key === 'default') void navigate(fallback);
        else void navigate(-1);
      }}
    >
      <Trans comment="button: back to the previous screen">Go Back</Trans>
    </Button>
  );
}
