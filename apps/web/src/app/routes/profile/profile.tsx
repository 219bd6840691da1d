import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { ProfileForm } from '@/features/profile/components/profile-form';
import '@/features/profile/profile.css';
import { NeedsConnection } from '@/components/ui/needs-connection';

/** /Profile (spec §2): 'Hello {username}' and the profile form with the current values. */
export function ProfileRoute() {
  const account = useAccount();
  const username = account.data?.username;

  return (
    <section className="screen screen--narrow profile" aria-labelledby="profile-title">
      <DocumentTitle title="Profile" />
      <h1 id="profile-title">{username ? `Hello ${username}` : 'Your profile'}</h1>
      <NeedsConnection what="Changes to your account" />
      {account.isPending ? (
        <div className="profile-skeleton" role="status">
          <span className="visually-hidden">Loading your profile…</span>
          {[0, 1, 2].map((i) => (
            <span key={i} className="profile-skeleton__field" aria-hidden="true" />
          ))}
        </div>
      ) : account.isError ? (
        <div className="alert alert--error" role="alert">
          <p>We couldn't load your profile. {errorMessage(account.error)}</p>
          <Button variant="secondary" onClick={() => void account.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <p className="muted">Change your details here. Only what you change is saved.</p>
          <ProfileForm key={account.data.documentId} account={account.data} />
        </>
      )}
    </section>
  );
}
