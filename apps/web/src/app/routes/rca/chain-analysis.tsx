import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DocumentTitle } from '@/components/ui/document-title';
import { useRcaContent } from '@/features/rca/api/get-rca-content';
import { ChainWizard } from '@/features/rca/components/chain-wizard';
import { PastAnalyses } from '@/features/rca/components/past-analyses';
import '@/features/rca/rca.css';

const FALLBACK_TITLE = msg({ message: 'Chain analysis', comment: 'page title: working out what led to a strong feeling' });
const FALLBACK_DESCRIPTION = msg`Strong feelings rarely come out of nowhere. Naming what happened, what you felt and what went through your mind can make a hard moment easier to understand, and shows skills that may help. There are no wrong answers.`;

/** /RCA (spec §2): the chain analysis intro from the CMS, the wizard, and the person's past analyses. */
export function ChainAnalysisRoute() {
  const { i18n } = useLingui();
  const content = useRcaContent();
  // If the intro cannot be loaded the wizard still works: built-in words stand in for the CMS text.
  const fallbackTitle = i18n._(FALLBACK_TITLE);
  const title = content.data?.title || fallbackTitle;
  const description = content.data ? content.data.description : i18n._(FALLBACK_DESCRIPTION);
  const steps = content.data?.rca_steps ?? undefined;

  return (
    <section className="screen rca" aria-labelledby="rca-title">
      <DocumentTitle title={title} />
      <header className="rca-intro">
        <h1 id="rca-title">{content.isPending ? fallbackTitle : title}</h1>
        {content.isPending ? (
          <div aria-hidden="true">
            <span className="rca-skeleton rca-skeleton--line" />
            <span className="rca-skeleton rca-skeleton--line" />
            <span className="rca-skeleton rca-skeleton--line rca-skeleton--short" />
          </div>
        ) : description ? (
          <p className="lead rca-intro__description">{description}</p>
        ) : null}
      </header>
      <ChainWizard steps={steps?.map((step) => ({ title: step.title, description: step.description, image: step.step_image }))} />
      <PastAnalyses />
    </section>
  );
}
