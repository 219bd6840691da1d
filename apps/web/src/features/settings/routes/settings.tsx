import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { FAQ_PAGE_SLUG, paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import '../settings.css';

/** Settings (spec §2): the person's username and email, with links 'Edit Profile' and 'FAQ'. */
export function SettingsRoute() {
  const account = useAccount();

  return (
    <section className="screen screen--narrow settings" aria-labelledby="settings-title">
      <DocumentTitle title="Settings" />
      <h1 id="settings-title">Settings</h1>

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
        </ul>
      </nav>
    </section>
  );
}
