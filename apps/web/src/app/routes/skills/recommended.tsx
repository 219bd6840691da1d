import { Trans, useLingui } from '@lingui/react/macro';
import { type StressCheckIn } from '@steady/contracts';
import { STRESS_WORDS } from '@/lib/i18n/contract-labels';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { formatDate } from '@/lib/format-date';
import { paths, sosHref } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { useRecommendations } from '@/features/skills/api/get-recommendations';
import { CatalogueGate } from '@/features/skills/components/catalogue-gate';
import { LoadError } from '@/components/ui/load-error';
import { SkillList, SkillListSkeleton } from '@/features/skills/components/skill-list';
import { StressCheckInForm } from '@/features/skills/components/stress-check-in-form';
import { useSkillCatalogue } from '@/features/skills/hooks/use-skill-catalogue';
import { MAX_RECOMMENDED, skillsBySlugs } from '@/features/skills/skill-lists';
import '@/features/skills/skills.css';

/**
 * Spec §2 Recommended: skills matched to the user's own latest stress check-in (DESIGN.md), with
 * the check-in form, an invitation when there is no check-in yet, and a kind word when none match.
 * Above the skills, a pointer to SOS: a skill is not what someone in danger needs first.
 */
export function RecommendedRoute() {
  const { t, i18n } = useLingui();
  const account = useAccount();
  const catalogue = useSkillCatalogue();
  const recommendations = useRecommendations();
  const [formOpen, setFormOpen] = useState(false);
  /** The check-in just sent: thank the person and bring them to its skills once they are drawn. */
  const [justCheckedIn, setJustCheckedIn] = useState<string | null>(null);
  const [focusResults, setFocusResults] = useState(false);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const formId = useId();
  const username = account.data?.username;

  const onCheckedIn = (checkIn: StressCheckIn) => {
    setFormOpen(false);
    setJustCheckedIn(checkIn.documentId);
    setFocusResults(true);
  };

  const latestId = recommendations.data?.checkIn?.documentId;
  useEffect(() => {
    if (focusResults && latestId === justCheckedIn && resultsRef.current) {
      resultsRef.current.focus();
      setFocusResults(false);
    }
  }, [focusResults, latestId, justCheckedIn]);
  const thanks = justCheckedIn !== null && latestId === justCheckedIn;

  const body = () => {
    if (recommendations.isError) {
      return (
        <LoadError
          title={t`We couldn't load your recommendations.`}
          error={recommendations.error}
          onRetry={() => void recommendations.refetch()}
          retrying={recommendations.isFetching}
        />
      );
    }
    if (!recommendations.data) return <SkillListSkeleton count={4} label={t`Loading your recommendations`} />;
    const { checkIn, skills: slugs } = recommendations.data;
    const checkInDate = checkIn ? formatDate(checkIn.createdAt) : '';

    if (!checkIn) {
      return (
        <>
          <div className="empty-state">
            <p className="empty-state__title">
              <Trans>You haven&apos;t checked in yet</Trans>
            </p>
            <p>
              <Trans>Tell us a little about how you feel, and we&apos;ll pick skills that may help with it.</Trans>
            </p>
          </div>
          <StressCheckInForm title={t`How are you feeling right now?`} onCheckedIn={onCheckedIn} />
        </>
      );
    }

    return (
      <>
        <div className="check-in-summary">
          <h2 className="check-in-summary__title" ref={resultsRef} tabIndex={-1}>
            <Trans>Skills for you</Trans>
          </h2>
          {thanks ? (
            <p className="check-in-summary__thanks" role="status">
              <Trans>Thank you for checking in. These skills are picked for how you feel now.</Trans>
            </p>
          ) : null}
          <p className="muted">
            {checkIn.stresses.length > 0 ? (
              <Trans comment="followed by the list of feelings the person ticked">From your check-in on {checkInDate}:</Trans>
            ) : (
              <Trans>From your check-in on {checkInDate}.</Trans>
            )}
          </p>
          {checkIn.stresses.length > 0 ? (
            <ul className="check-in-summary__stresses" aria-label={t`How you felt`}>
              {checkIn.stresses.map((key) => (
                <li key={key}>{i18n._(STRESS_WORDS[key])}</li>
              ))}
            </ul>
          ) : null}
        </div>
        <p className="recommended-sos">
          <Trans>
            If you are in danger or thinking of harming yourself, <Link to={sosHref()}>SOS has people you can talk to now</Link>.
          </Trans>
        </p>
        <CatalogueGate catalogue={catalogue} skeletonCount={4}>
          {(skills, acc) => {
            const picked = skillsBySlugs(skills, slugs).slice(0, MAX_RECOMMENDED);
            return picked.length > 0 ? (
              <SkillList skills={picked} account={acc} label={t`Recommended skills`} headingLevel={3} />
            ) : (
              <div className="empty-state">
                <p className="empty-state__title">
                  <Trans>No skills match this check-in yet</Trans>
                </p>
                <p>
                  <Trans>
                    That&apos;s okay. The <Link to={paths.quickCope.getHref()}>Quick Cope skills</Link> can help with most strong feelings, or you can check in
                    again with what fits now.
                  </Trans>
                </p>
              </div>
            );
          }}
        </CatalogueGate>
        <div className="check-in-again">
          <Button variant="secondary" aria-expanded={formOpen} aria-controls={formOpen ? formId : undefined} onClick={() => setFormOpen((open) => !open)}>
            {formOpen ? t`Close the check-in` : t`Check in again`}
          </Button>
          {formOpen ? (
            <div id={formId}>
              <StressCheckInForm title={t`How are you feeling now?`} onCheckedIn={onCheckedIn} />
            </div>
          ) : null}
        </div>
      </>
    );
  };

  return (
    <section className="screen skills-screen" aria-labelledby="recommended-title">
      <DocumentTitle title={t`Recommended skills`} />
      <div className="skills-banner">
        <h1 id="recommended-title">
          {username ? <Trans>Personalised Recommended Skills for {username}</Trans> : <Trans>Personalised Recommended Skills</Trans>}
        </h1>
        <p className="skills-banner__text">
          <Trans>Skills picked for how you told us you feel.</Trans>
        </p>
      </div>
      {body()}
    </section>
  );
}
