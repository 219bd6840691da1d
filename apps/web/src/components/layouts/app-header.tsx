import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { AppLogo } from '@/components/ui/app-logo';
import { BackIcon } from '@/components/ui/icons';
import { QuickExitButton } from '@/components/ui/quick-exit-button';
import { paths, sosHref } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { useAppInformation } from '@/lib/app-information';
import { useIsSignedIn } from '@/lib/auth';
import type { ReadPlanToKeep } from '@/lib/kept-safety-plan';
import { isPrimaryPath } from '@/lib/route-access';
import { useGoBackOrHome } from '@/lib/use-go-back';
import { visibleMenuItems } from './menu-items';
import { SiteMenu } from './site-menu';

/**
 * Spec §2 header: logo link to `/` on primary screens, a back button on the others, the CMS menu,
 * and (DESIGN.md, "Safety") an SOS link one tap away on every screen; before it, where the person
 * turned it on, the quick exit (docs/decisions/023-quick-exit.md).
 */
export function AppHeader({ readPlanToKeep }: { readPlanToKeep: ReadPlanToKeep }) {
  const { t } = useLingui();
  const { productName, logo, menu } = useAppInformation();
  const signedIn = useIsSignedIn();
  const account = useAccount();
  const location = useLocation();
  const primary = isPrimaryPath(location.pathname);

  const goBackOrHome = useGoBackOrHome();
  const goBack = () => void goBackOrHome();

  return (
    <header className="app-header">
      <div className="app-header__inner">
        {primary ? (
          <Link to={paths.home.getHref()} className="app-header__brand">
            <AppLogo logo={logo} size={36} />
            <span className="app-header__name">{productName}</span>
          </Link>
        ) : (
          <div className="app-header__start">
            <button type="button" className="icon-button" aria-label={t`Go back`} onClick={goBack}>
              <BackIcon />
            </button>
            <span className="app-header__name" aria-hidden="true">
              {productName}
            </span>
          </div>
        )}
        <div className="app-header__actions">
          <QuickExitButton />
          <Link to={sosHref()} className="sos-link">
            <Trans>SOS</Trans>
          </Link>
          {signedIn ? (
            <SiteMenu productName={productName} items={visibleMenuItems(menu, account.data?.hasSubscription)} readPlanToKeep={readPlanToKeep} />
          ) : null}
        </div>
      </div>
    </header>
  );
}
