import { DocumentTitle } from '@/components/ui/document-title';
import { displayName, useAccount } from '@/lib/account';
import { CrisisKitLinks } from '@/features/home/components/crisis-kit-links';
import { OptionTiles } from '@/features/home/components/option-tiles';

/** Spec §1/§2: `/` for signed-in users and /ChooseOption. */
export function HomeRoute() {
  const account = useAccount();
  const name = displayName(account.data);

  return (
    <section className="screen home" aria-labelledby="home-title">
      <DocumentTitle title="Home" />
      <p className="home__greeting" aria-live="polite">
        {name ? `Hi ${name}` : account.isPending ? '\u00a0' : 'Hi there'}
      </p>
      <h1 id="home-title">What would be most helpful right now?</h1>
      <OptionTiles />
      <CrisisKitLinks />
    </section>
  );
}
