import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { displayName, useAccount } from '@/lib/account';
import { BreatheNowLink } from '@/features/breathing/components/breathe-now-link';
import { CrisisKitLinks } from '@/features/home/components/crisis-kit-links';
import { OptionTiles } from '@/features/home/components/option-tiles';

/** Spec §1/§2: `/` for signed-in users and /ChooseOption. */
export function HomeRoute() {
  const { t } = useLingui();
  const account = useAccount();
  const name = displayName(account.data);

  return (
    <section className="screen home" aria-labelledby="home-title">
      <DocumentTitle title={t({ message: 'Home', comment: 'page title: the home screen' })} />
      <p className="home__greeting" aria-live="polite">
        {name ? t`Hi ${name}` : account.isPending ? '\u00a0' : t({ message: 'Hi there', comment: 'greeting when the person has no name set' })}
      </p>
      <h1 id="home-title">
        <Trans>What would be most helpful right now?</Trans>
      </h1>
      <BreatheNowLink />
      <OptionTiles />
      <CrisisKitLinks />
    </section>
  );
}
