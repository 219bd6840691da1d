import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { menuItemName, type MenuItem } from '@/lib/app-information';
import { useSignOut } from '@/lib/auth';
import { leaveNotice } from '@/lib/flash-notice';
import { keepSafetyPlan, type ReadPlanToKeep } from '@/lib/kept-safety-plan';
import { pendingWrites } from '@/lib/offline-outbox';
import type { LogoutChoice } from './logout-confirm';
import { isExternalHref, isLogoutLink, menuHref } from './menu-items';

type SiteMenuProps = { productName: string; items: readonly MenuItem[]; readPlanToKeep: ReadPlanToKeep };

// Only needed offline or when offline changes wait: kept out of the first route's code.
const LogoutConfirm = lazy(() => import('./logout-confirm'));

const PLAN_NOT_KEPT = msg`Your safety plan could not be kept on this device. SOS and breathing still work.`;

/**
 * Keeps the plan readable after this logout (lib/kept-safety-plan), before the token goes: only while
 * signed in can the device's copy of it be read. When that fails, the login screen says so.
 */
async function keepPlanBeforeLogOut(readPlanToKeep: ReadPlanToKeep, i18n: I18n): Promise<void> {
  const sections = await readPlanToKeep().catch(() => null);
  const result = sections ? keepSafetyPlan(sections) : 'not-kept';
  if (result === 'not-kept') leaveNotice(i18n._(PLAN_NOT_KEPT));
}

/**
 * The CMS menu (spec §2/§4): a toggle button with aria-expanded; closes on Escape, on a click
 * outside and on navigation. The item linking to /Login logs out.
 */
export function SiteMenu({ productName, items, readPlanToKeep }: SiteMenuProps) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [confirmingLogout, setConfirmingLogout] = useState<{ pending: number; offline: boolean } | null>(null);

  const logOut = async ({ keepPlan }: LogoutChoice = { keepPlan: false }) => {
    if (keepPlan) await keepPlanBeforeLogOut(readPlanToKeep, i18n);
    setConfirmingLogout(null);
    signOut();
    void navigate(paths.login.getHref(), { replace: true });
  };

  // Close whenever the location changes (a menu link, the back button, browser history).
  const [lastLocationKey, setLastLocationKey] = useState(location.key);
  if (lastLocationKey !== location.key) {
    setLastLocationKey(location.key);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (containerRef.current && !containerRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  return (
    <div className="site-menu" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t({ message: 'Menu', comment: 'button: opens and closes the main menu' })}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </button>
      <nav id={panelId} className="site-menu__panel" aria-label={t`Main menu`} hidden={!open}>
        <p className="site-menu__title">{productName}</p>
        <ul className="site-menu__list">
          {items.map((item) => {
            const href = menuHref(item.link);
            if (isLogoutLink(item.link)) {
              return (
                <li key={item.id}>
                  <Link
                    to={paths.login.getHref()}
                    className="site-menu__link"
                    onClick={(event) => {
                      event.preventDefault();
                      setOpen(false);
                      // Offline, signing in again cannot work until the connection returns: the person decides.
                      const waiting = { pending: pendingWrites().length, offline: !navigator.onLine };
                      if (waiting.pending > 0 || waiting.offline) setConfirmingLogout(waiting);
                      else void logOut();
                    }}
                  >
                    {menuItemName(item, i18n)}
                  </Link>
                </li>
              );
            }
            if (isExternalHref(href)) {
              return (
                <li key={item.id}>
                  <a href={href} className="site-menu__link" target="_blank" rel="noopener noreferrer">
                    {menuItemName(item, i18n)}
                  </a>
                </li>
              );
            }
            return (
              <li key={item.id}>
                <NavLink to={href} end className="site-menu__link">
                  {menuItemName(item, i18n)}
                </NavLink>
              </li>
            );
          })}
        </ul>
      </nav>
      {confirmingLogout ? (
        <Suspense fallback={null}>
          <LogoutConfirm {...confirmingLogout} onStay={() => setConfirmingLogout(null)} onLogOut={logOut} />
        </Suspense>
      ) : null}
    </div>
  );
}
