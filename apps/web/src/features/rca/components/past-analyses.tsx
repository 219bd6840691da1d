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
import { formatDate, formatTime } from '@/lib/format-date';
import { ConfirmDialog } from './confirm-dialog';

/** `box-breathing` → `Box breathing`, while the skill's own title loads (or if it is gone). */
const titleFromSlug = (slug: string) => {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const joinTitles = (choices: Analysis['triggers']) => choices.map((c) => displayTitle(c.title)).join(', ');

/** 'Your past analyses' (DESIGN.md: submitting saves the analysis so people can look back). */
export function PastAnalyses() {
  const analyses = useAnalyses();
  const allSlugs = [...new Set((analyses.data ?? []).flatMap((a) => a.skills))];
  const skills = useSkillCards(allSlugs);
  const titles = new Map((skills.data ?? []).map((s) => [s.slug, s.Title]));

  const deleteAnalysis = useDeleteAnalysis();
  const [toDelete, setToDelete] = useState<Analysis | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const deleted = useRef(false);

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
        Your past analyses
      </h2>

      {analyses.isPending ? (
        <div className="rca-history__list" role="status">
          <span className="visually-hidden">Loading your past analyses…</span>
          <span className="rca-skeleton rca-skeleton--analysis" aria-hidden="true" />
          <span className="rca-skeleton rca-skeleton--analysis" aria-hidden="true" />
        </div>
      ) : analyses.isError ? (
        <div className="alert alert--error" role="alert">
          <p>We couldn't load your past analyses. {errorMessage(analyses.error)}</p>
          <Button variant="secondary" onClick={() => void analyses.refetch()}>
            Try again
          </Button>
        </div>
      ) : analyses.data.length === 0 ? (
        <p className="rca-empty">You have no saved analyses yet. When you submit one, it will appear here.</p>
      ) : (
        <ol className="rca-history__list">
          {analyses.data.map((analysis) => {
            const date = formatDate(analysis.createdAt);
            return (
              <li key={analysis.documentId} className="rca-analysis">
                <div className="rca-analysis__top">
                  <h3 className="rca-analysis__date">
                    <time dateTime={analysis.createdAt}>
                      {date} <span className="rca-analysis__time">at {formatTime(analysis.createdAt)}</span>
                    </time>
                  </h3>
                  <Button
                    variant="link"
                    className="rca-analysis__delete"
                    aria-label={`Delete the analysis of ${date}`}
                    onClick={() => {
                      deleteAnalysis.reset();
                      setToDelete(analysis);
                      setConfirmOpen(true);
                    }}
                  >
                    Delete
                  </Button>
                </div>
                <dl className="rca-analysis__choices">
                  <div>
                    <dt>Triggers</dt>
                    <dd>{joinTitles(analysis.triggers)}</dd>
                  </div>
                  <div>
                    <dt>Emotions</dt>
                    <dd>{joinTitles(analysis.emotions)}</dd>
                  </div>
                  <div>
                    <dt>Thoughts</dt>
                    <dd>{joinTitles(analysis.immediate_thoughts)}</dd>
                  </div>
                  <div>
                    <dt>Skills</dt>
                    <dd>
                      {analysis.skills.length === 0 ? (
                        'No matching skills'
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
        title="Delete this analysis?"
        description={`The analysis of ${toDelete ? formatDate(toDelete.createdAt) : ''} will be removed from your past analyses. This can't be undone.`}
        onConfirm={confirmDelete}
        busy={deleteAnalysis.isPending}
        error={deleteAnalysis.isError ? `We couldn't delete it. ${errorMessage(deleteAnalysis.error)}` : null}
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
