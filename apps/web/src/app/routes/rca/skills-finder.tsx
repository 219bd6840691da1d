import { Trans, useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { ChainWizard } from '@/features/rca/components/chain-wizard';
import { PastAnalyses } from '@/features/rca/components/past-analyses';
import '@/features/rca/rca.css';

/** /rcao (spec §2): the skills finder — the same wizard, without the chain analysis intro. */
export function SkillsFinderRoute() {
  const { t } = useLingui();
  const title = t({ message: 'Skills finder', comment: 'page title: find skills from what happened, what you felt and thought' });
  return (
    <section className="screen rca" aria-labelledby="rca-title">
      <DocumentTitle title={title} />
      <header className="rca-intro">
        <h1 id="rca-title">{title}</h1>
        <p className="lead rca-intro__description">
          <Trans>Choose what happened, what you felt and what went through your mind. We will show skills that fit.</Trans>
        </p>
      </header>
      <ChainWizard />
      <PastAnalyses />
    </section>
  );
}
