import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { ProfileForm } from '@/features/profile/components/profile-form';
import '@/features/profile/profile.css';
import { NeedsConnection } from '@/components/ui/needs-connection';

/** /Profile (spec §2): 'Hello {username}' and the profile form with the current values. */
export function ProfileRoute() {
  const { t } = useLingui();
  const account = useAccount();
  const username = account.data?.username;
  const problem = account.isError ? errorMessage(account.error) : null;

  return (
    <section className="screen screen--narrow profile" aria-labelledby="profile-title">
      <DocumentTitle title={t`Profile`} />
      <h1 id="profile-title">{username ? t`Hello ${username}` : t`Your profile`}</h1>
      <NeedsConnection message={t`Changes to your account need a connection.`} />
      {account.isPending ? (
        <div className="profile-skeleton" role="status">
          <span className="visually-hidden">
            <Trans>Loading your profile…</Trans>
          </span>
          {[0, 1, 2].map((i) => (
            <span key={i} className="profile-skeleton__field" aria-hidden="true" />
          ))}
        </div>
      ) : account.isError ? (
        <div className="alert alert--error" role="alert">
          <p>
            <Trans comment="{problem} is the reason, a sentence of its own">We couldn't load your profile. {problem}</Trans>
          </p>
          <Button variant="secondary" onClick={() => void account.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <p className="muted">
            <Trans>Change your details here. Only what you change is saved.</Trans>
          </p>
          <ProfileForm key={account.data.documentId} account={account.data} />
        </>
      )}
    </section>
  );
}
