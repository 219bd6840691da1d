import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Analysis } from '@steady/contracts';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAnalyses } from '../api/get-analyses';
import { useDeleteAnalysis } from '../api/delete-analysis';
import { useSkillCards } from '../api/get-skill-cards';
import { displayTitle } from '../utils/display-title';
import { joinList } from '../utils/join-list';
import { formatDate, formatTime } from '@/lib/format-date';
import { ConfirmDialog } from './confirm-dialog';

/** `box-breathing` → `Box breathing`, while the skill's own title loads (or if it is gone). */
const titleFromSlug = (slug: string) => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const joinTitles = (choices: Analysis['triggers'], i18n: I18n) =>
  joinList(
    choices.map((c) => displayTitle(c.title)),
    i18n,
  );

/** 'Your past analyses' (DESIGN.md: submitting saves the analysis so people can look back). */
export function PastAnalyses() {
  const { t, i18n } = useLingui();
  const analyses = useAnalyses();
  const allSlugs = [...new Set((analyses.data ?? []).flatMap((a) => a.skills))];
  const skills = useSkillCards(allSlugs);
  const titles = new Map((skills.data ?? []).map((s) => [s.slug, s.Title]));

  const deleteAnalysis = useDeleteAnalysis();
  const [toDelete, setToDelete] = useState<Analysis | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

  const loadErrorDetail = analyses.isError ? errorMessage(analyses.error) : '';
  const deleteErrorDetail = deleteAnalysis.isError ? errorMessage(deleteAnalysis.error) : '';
  const toDeleteDate = toDelete ? formatDate(toDelete.createdAt) : '';

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteAnalysis.mutate(toDelete.documentId, {
      onSuccess: () => {
        deleted.current = true;
        setConfirmOpen(false);
      },
    });
  };

  return (
    <section className="rca-history" aria-labelledby="rca-history-title">
      <h2 id="rca-history-title" ref={headingRef} tabIndex={-1}>
        <Trans>Your past analyses</Trans>
      </h2>

      {analyses.isPending ? (
        <div className="rca-history__list" role="status">
          <span className="visually-hidden">
            <Trans>Loading your past analyses…</Trans>
          </span>
          <span className="rca-skeleton rca-skeleton--analysis" aria-hidden="true" />
          <span className="rca-skeleton rca-skeleton--analysis" aria-hidden="true" />
        </div>
      ) : analyses.isError ? (
        <div className="alert alert--error" role="alert">
          <p>
            <Trans>We couldn't load your past analyses. {loadErrorDetail}</Trans>
          </p>
          <Button variant="secondary" onClick={() => void analyses.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : analyses.data.length === 0 ? (
        <p className="rca-empty">
          <Trans>You have no saved analyses yet. When you submit one, it will appear here.</Trans>
        </p>
      ) : (
        <ol className="rca-history__list">
          {analyses.data.map((analysis) => {
            const date = formatDate(analysis.createdAt);
            const time = formatTime(analysis.createdAt);
            return (
              <li key={analysis.documentId} className="rca-analysis">
                <div className="rca-analysis__top">
                  <h3 className="rca-analysis__date">
                    <time dateTime={analysis.createdAt}>
                      <Trans comment="past chain analyses: when one was saved, e.g. '5 Mar 2026 at 10:00'">
                        {date} <span className="rca-analysis__time">at {time}</span>
                      </Trans>
                    </time>
                  </h3>
                  <Button
                    variant="link"
                    className="rca-analysis__delete"
                    aria-label={t`Delete the analysis of ${date}`}
                    onClick={() => {
                      deleteAnalysis.reset();
                      setToDelete(analysis);
                      setConfirmOpen(true);
                    }}
                  >
                    <Trans comment="button: delete one saved chain analysis">Delete</Trans>
                  </Button>
                </div>
                <dl className="rca-analysis__choices">
                  <div>
                    <dt>
                      <Trans comment="past chain analyses: the triggers that were chosen">Triggers</Trans>
                    </dt>
                    <dd>{joinTitles(analysis.triggers, i18n)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans comment="past chain analyses: the emotions that were chosen">Emotions</Trans>
                    </dt>
                    <dd>{joinTitles(analysis.emotions, i18n)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans comment="past chain analyses: the immediate thoughts that were chosen">Thoughts</Trans>
                    </dt>
                    <dd>{joinTitles(analysis.immediate_thoughts, i18n)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans comment="past chain analyses: the skills that matched">Skills</Trans>
                    </dt>
                    <dd>
                      {analysis.skills.length === 0 ? (
                        t`No matching skills`
                      ) : (
                        <ul className="rca-analysis__skills">
                          {analysis.skills.map((slug) => (
                            <li key={slug}>
                              <Link to={paths.skill.getHref(slug)}>{titles.get(slug) ?? titleFromSlug(slug)}</Link>
                            </li>
                          ))}
                        </ul>
                      )}
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ol>
      )}

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t`Delete this analysis?`}
        description={t`The analysis of ${toDeleteDate} will be removed from your past analyses. This can't be undone.`}
        onConfirm={confirmDelete}
        busy={deleteAnalysis.isPending}
        error={deleteAnalysis.isError ? t`We couldn't delete it. ${deleteErrorDetail}` : null}
        onCloseAutoFocus={(event) => {
          // The button that opened the dialog is gone with its analysis: continue at the list.
          if (deleted.current) {
            event.preventDefault();
            deleted.current = false;
            headingRef.current?.focus();
          }
        }}
      />
    </section>
  );
}
