import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { FAQ_PAGE_SLUG, paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { useSignOut } from '@/lib/auth';
import { leaveNotice } from '@/lib/flash-notice';
import { useDownloadExport } from '@/features/settings/api/download-export';
import { DeleteAccountDialog } from '@/features/settings/components/delete-account-dialog';
import { DisplaySettings } from '@/features/settings/components/display-settings';
import { SignOutEverywhere } from '@/features/settings/components/sign-out-everywhere';
import '@/features/settings/settings.css';
import { NeedsConnection } from '@/components/ui/needs-connection';

/** What the login screen says after 'Log out on all devices'. */
export const SIGNED_OUT_EVERYWHERE_NOTICE = 'You are logged out on every device. Log in again whenever you are ready.';

/** What the login screen says after an account was deleted. */
export const ACCOUNT_DELETED_NOTICE = 'Your account has been deleted. Take care of yourself, and you are welcome back any time.';

/**
 * Settings (spec §2): the person's username and email, with links 'Edit Profile' and 'FAQ'; and, ours,
 * the display (theme, text size), the summary for a therapist, a download of everything kept (issue 9), logging out on
 * every device (decision 015), and a way to delete it all.
 */
export function SettingsRoute() {
  const account = useAccount();
  const [deleting, setDeleting] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const download = useDownloadExport();

  return (
    <section className="screen screen--narrow settings" aria-labelledby="settings-title">
      <DocumentTitle title="Settings" />
      <h1 id="settings-title">Settings</h1>
      <NeedsConnection what="Changes to your account and downloading your data" />

      <section className="settings-card" aria-labelledby="settings-account-title">
        <h2 id="settings-account-title" className="settings-card__title">
          Your account
        </h2>
        {account.isPending ? (
          <div role="status">
            <span className="visually-hidden">Loading your account…</span>
            <span className="settings-skeleton" aria-hidden="true" />
            <span className="settings-skeleton" aria-hidden="true" />
          </div>
        ) : account.isError ? (
          <div className="alert alert--error" role="alert">
            <p>We couldn't load your account. {errorMessage(account.error)}</p>
            <Button variant="secondary" onClick={() => void account.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <dl className="settings-details">
            <div>
              <dt>Username</dt>
              <dd>{account.data.username}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{account.data.email}</dd>
            </div>
          </dl>
        )}
      </section>

      <DisplaySettings />

      <nav aria-label="Settings">
        <ul className="settings-links">
          <li>
            <Link to={paths.profile.getHref()} className="settings-link">
              Edit Profile
            </Link>
          </li>
          <li>
            <Link to={paths.page.getHref(FAQ_PAGE_SLUG)} className="settings-link">
              FAQ
            </Link>
          </li>
          <li>
            <Link to={paths.summary.getHref()} className="settings-link">
              Summary for my therapist
            </Link>
          </li>
        </ul>
      </nav>

      <section className="settings-card" aria-labelledby="settings-data-title">
        <h2 id="settings-data-title" className="settings-card__title">
          Your data
        </h2>
        <p>
          Download everything Steady keeps for you as a file (JSON): your profile, favourites, check-ins, ratings, diary, safety plan, subscriptions and orders.
          Card details are never in it.
        </p>
        <Button variant="secondary" onClick={() => download.mutate()} loading={download.isPending} loadingLabel="Preparing your file…">
          Download my data
        </Button>
        {download.isError ? (
          <p className="alert alert--error settings-data__error" role="alert">
            We couldn&apos;t download your data. {errorMessage(download.error)}
          </p>
        ) : null}
        {download.isSuccess ? (
          <p className="settings-data__done" role="status">
            Your file has been downloaded.
          </p>
        ) : null}
      </section>

      <SignOutEverywhere
        onSignedOut={() => {
          leaveNotice(SIGNED_OUT_EVERYWHERE_NOTICE);
          // The server has ended this token with the others: nothing more to tell it.
          signOut({ endOnServer: false });
          void navigate(paths.login.getHref(), { replace: true });
        }}
      />

      <section className="settings-card settings-card--danger" aria-labelledby="settings-delete-title">
        <h2 id="settings-delete-title" className="settings-card__title">
          Delete account
        </h2>
        <p>Deletes your account and everything Steady keeps for you. An active Premium subscription ends now.</p>
        <Button variant="secondary" className="btn--danger-outline" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </section>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => {
          leaveNotice(ACCOUNT_DELETED_NOTICE);
          signOut({ endOnServer: false });
          void navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </section>
  );
}
