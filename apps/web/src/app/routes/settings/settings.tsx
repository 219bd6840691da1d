import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { FAQ_PAGE_SLUG, paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { useSignOut } from '@/lib/auth';
import { leaveNotice } from '@/lib/flash-notice';
import { DataDownloads } from '@/features/settings/components/data-downloads';
import { DeleteAccountDialog } from '@/features/settings/components/delete-account-dialog';
import { DisplaySettings } from '@/features/settings/components/display-settings';
import { LanguageSettings } from '@/features/settings/components/language-picker';
import { QuickExitSettings } from '@/features/settings/components/quick-exit-settings';
import { LockSettings } from '@/features/device-lock/components/lock-settings';
import { SignOutEverywhere } from '@/features/settings/components/sign-out-everywhere';
import '@/features/settings/settings.css';
import { NeedsConnection } from '@/components/ui/needs-connection';
import { RemindersCard } from '@/features/reminders/components/reminders-card';

/** What the login screen says after 'Log out on all devices'. */
export const SIGNED_OUT_EVERYWHERE_NOTICE = msg`You are logged out on every device. Log in again whenever you are ready.`;

/** What the login screen says after an account was deleted. */
export const ACCOUNT_DELETED_NOTICE = msg`Your account has been deleted. Take care of yourself, and you are welcome back any time.`;

/**
 * Settings (spec §2): the person's username and email, with links 'Edit Profile' and 'FAQ'; and, ours,
 * the language, the display (theme, text size), the quick exit (decision 023), the summary for a therapist, a download of everything kept (issue 9), logging out on
 * every device (decision 015), and a way to delete it all.
 */
export function SettingsRoute() {
  const { t, i18n } = useLingui();
  const account = useAccount();
  const [deleting, setDeleting] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();
  const problem = account.isError ? errorMessage(account.error) : null;

  return (
    <section className="screen screen--narrow settings" aria-labelledby="settings-title">
      <DocumentTitle title={t`Settings`} />
      <h1 id="settings-title">
        <Trans>Settings</Trans>
      </h1>
      <NeedsConnection message={t`Changes to your account and downloading your data need a connection.`} />

      <section className="settings-card" aria-labelledby="settings-account-title">
        <h2 id="settings-account-title" className="settings-card__title">
          <Trans>Your account</Trans>
        </h2>
        {account.isPending ? (
          <div role="status">
            <span className="visually-hidden">
              <Trans>Loading your account…</Trans>
            </span>
            <span className="settings-skeleton" aria-hidden="true" />
            <span className="settings-skeleton" aria-hidden="true" />
          </div>
        ) : account.isError ? (
          <div className="alert alert--error" role="alert">
            <p>
              <Trans comment="{problem} is the reason, a sentence of its own">We couldn't load your account. {problem}</Trans>
            </p>
            <Button variant="secondary" onClick={() => void account.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <dl className="settings-details">
            <div>
              <dt>
                <Trans>Username</Trans>
              </dt>
              <dd>{account.data.username}</dd>
            </div>
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>{account.data.email}</dd>
            </div>
          </dl>
        )}
      </section>

      <LanguageSettings />

      <DisplaySettings />

      <QuickExitSettings />

      <LockSettings />

      <RemindersCard />

      <nav aria-label={t`Settings`}>
        <ul className="settings-links">
          <li>
            <Link to={paths.profile.getHref()} className="settings-link">
              <Trans>Edit Profile</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.page.getHref(FAQ_PAGE_SLUG)} className="settings-link">
              <Trans>FAQ</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.trends.getHref()} className="settings-link">
              <Trans comment="Settings link to the trends screen: the person’s weeks and months">Trends</Trans>
            </Link>
          </li>
          <li>
            <Link to={paths.summary.getHref()} className="settings-link">
              <Trans>Summary for my therapist</Trans>
            </Link>
          </li>
        </ul>
      </nav>

      <section className="settings-card" aria-labelledby="settings-data-title">
        <h2 id="settings-data-title" className="settings-card__title">
          <Trans>Your data</Trans>
        </h2>
        <DataDownloads />
      </section>

      <SignOutEverywhere
        onSignedOut={() => {
          leaveNotice(i18n._(SIGNED_OUT_EVERYWHERE_NOTICE));
          // The server has ended this token with the others: nothing more to tell it.
          signOut({ endOnServer: false });
          void navigate(paths.login.getHref(), { replace: true });
        }}
      />

      <section className="settings-card settings-card--danger" aria-labelledby="settings-delete-title">
        <h2 id="settings-delete-title" className="settings-card__title">
          <Trans>Delete account</Trans>
        </h2>
        <p>
          <Trans>Deletes your account and everything Steady keeps for you. An active Premium subscription ends now.</Trans>
        </p>
        <Button variant="secondary" className="btn--danger-outline" onClick={() => setDeleting(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </section>
      <DeleteAccountDialog
        open={deleting}
        onOpenChange={setDeleting}
        onDeleted={() => {
          leaveNotice(i18n._(ACCOUNT_DELETED_NOTICE));
          signOut({ endOnServer: false });
          void navigate(paths.login.getHref(), { replace: true });
        }}
      />
    </section>
  );
}
