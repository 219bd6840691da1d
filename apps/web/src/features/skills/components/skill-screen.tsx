import { Trans, useLingui } from '@lingui/react/macro';
import { skillSlugParamSchema } from '@steady/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { DocumentTitle } from '@/components/ui/document-title';
import { Markdown } from '@/components/ui/markdown';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/account';
import { errorMessage } from '@/lib/api-client';
import { newClientId } from '@/lib/client-id';
import { ContentLanguage, NotYetTranslated, useContentLanguage } from '@/lib/i18n/content-language';
import { useGoBackOrHome } from '@/lib/use-go-back';
import { useSkill } from '../api/get-skill';
import { useRecordCompletion } from '../api/record-completion';
import { isLocked, type SkillDetail } from '../api/skill-schema';
import { useFavourite } from '../hooks/use-favourite';
import '../skills.css';
import { FavouriteButton } from './favourite-button';
import { LoadError } from '@/components/ui/load-error';
import { LockIcon } from '@/components/ui/state-icons';
import { CheckIcon } from './skill-icons';
import { SkillStepCarousel } from './skill-step-carousel';
import { SkillTime } from './skill-time';

export type ExerciseSlotProps = {
  skill: SkillDetail;
  /** Records the completion and moves on (to the distress check, then the options); rejects when it could not be saved. */
  complete: () => Promise<void>;
};

/** The distress check before and after the exercise (issue 9); the route passes it in. */
export type DistressCheckSlotProps = {
  /** One id per practice session, for its rating before and after. */
  sessionId: string;
  /** What the rating is for: the skill's slug (box breathing's too, so it counts in recommendations). */
  skill: string;
  phase: 'before' | 'after';
  onDone: () => void;
};

type SkillScreenProps = {
  slug: string;
  /**
   * Draws the box-breathing exercise (skill type `box_breathing`). The route passes it in, so the
   * skills feature does not import the breathing feature.
   */
  renderBreathing: (props: ExerciseSlotProps) => ReactNode;
  /** Asks how strong the distress is after Let's Start and after Finish / Done; left out, nothing is asked. */
  renderDistressCheck?: (props: DistressCheckSlotProps) => ReactNode;
};

/** Spec §2 /skills/{slug} (and /StopSkill): loading, error, 'No data found', or the skill. */
export function SkillScreen({ slug, renderBreathing, renderDistressCheck }: SkillScreenProps) {
  const { t } = useLingui();
  const valid = skillSlugParamSchema.safeParse(slug).success;
  const account = useAccount();
  const skill = useSkill(slug, { enabled: valid, premiumAccess: account.data?.isPremium === true });

  if (!valid || skill.data === null) return <SkillNotFound />;
  if (skill.isError) {
    return (
      <section className="screen skill-screen" aria-labelledby="skill-error-title">
        <DocumentTitle title={t({ message: 'Skill', comment: 'page title while a skill could not be loaded' })} />
        <h1 id="skill-error-title">
          <Trans>This skill didn&apos;t open</Trans>
        </h1>
        <LoadError title={t`We couldn't load this skill.`} error={skill.error} onRetry={() => void skill.refetch()} retrying={skill.isFetching} />
      </section>
    );
  }
  if (!skill.data) return <SkillSkeleton />;
  return (
    <ContentLanguage locale={skill.data.locale}>
      <SkillView skill={skill.data} renderBreathing={renderBreathing} renderDistressCheck={renderDistressCheck} />
    </ContentLanguage>
  );
}

function SkillNotFound() {
  const { t } = useLingui();
  return (
    <section className="screen screen--centred skill-not-found" aria-labelledby="skill-not-found-title">
      <DocumentTitle title={t`No data found`} />
      <h1 id="skill-not-found-title">
        <Trans>No data found</Trans>
      </h1>
      <p className="lead">
        <Trans>We couldn&apos;t find this skill. It may have moved, or the link may be old.</Trans>
      </p>
      <div className="stack-row">
        <Link className="btn btn--primary" to={paths.activities.getHref()}>
          <Trans>See all skills</Trans>
        </Link>
        <Link className="btn btn--secondary" to={paths.quickCope.getHref()}>
          <Trans comment="link to the screen of skills to calm down quickly">Quick Cope</Trans>
        </Link>
      </div>
    </section>
  );
}

function SkillSkeleton() {
  return (
    <section className="screen skill-screen" aria-busy="true">
      <p className="visually-hidden" role="status">
        <Trans>Loading skill</Trans>
      </p>
      <div className="skill-intro" aria-hidden="true">
        <div className="skill-intro__image skeleton" />
        <div className="skeleton skeleton--title" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line" />
        <div className="skeleton skeleton--line skeleton--short" />
      </div>
    </section>
  );
}

type Stage = 'intro' | 'before' | 'exercise' | 'after' | 'done';

type SkillViewProps = Pick<SkillScreenProps, 'renderBreathing' | 'renderDistressCheck'> & { skill: SkillDetail };

function SkillView({ skill, renderBreathing, renderDistressCheck }: SkillViewProps) {
  const { t } = useLingui();
  const contentLanguage = useContentLanguage();
  const [stage, setStage] = useState<Stage>('intro');
  const [sessionId, setSessionId] = useState('');
  const goBackOrHome = useGoBackOrHome();
  const account = useAccount();
  const favourite = useFavourite(skill.slug);
  const completion = useRecordCompletion();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const locked = isLocked(skill, account.data?.isPremium);
  const completed = account.data?.completed.includes(skill.slug) ?? false;
  const skillTitle = skill.title;
  const reason = completion.isError ? errorMessage(completion.error) : '';

  useEffect(() => {
    if (stage === 'done') doneRef.current?.focus();
    // The carousel moves focus to its first step itself; box breathing starts at the title.
    else if (stage === 'exercise' && skill.exercise === 'box-breathing') titleRef.current?.focus();
  }, [stage, skill.exercise]);

  const breathing = skill.exercise === 'box-breathing';
  // Box breathing's Done goes back where the person came from; a skill with steps ends on its 'Well done'.
  const leave = () => {
    if (breathing) void goBackOrHome();
    else setStage('done');
  };

  const start = () => {
    if (!renderDistressCheck) return setStage('exercise');
    setSessionId(newClientId());
    setStage('before');
  };

  const afterExercise = () => (renderDistressCheck ? setStage('after') : leave());

  const complete = async () => {
    await completion.mutateAsync(skill.slug);
    afterExercise();
  };

  const finish = () => {
    completion.mutate(skill.slug, { onSuccess: afterExercise });
  };

  const meta = (
    <div className="skill-intro__meta">
      {completed || skill.completeTime ? <SkillTime completed={completed} minutes={skill.completeTime} /> : <span />}
      <FavouriteButton title={skill.title} pressed={favourite.isFavourite} disabled={!favourite.ready} onToggle={favourite.toggle} />
    </div>
  );

  if (stage === 'intro') {
    return (
      <section className="screen skill-screen" aria-labelledby="skill-title">
        <DocumentTitle title={skill.title} />
        <article className="skill-intro">
          {skill.image ? (
            <img
              className="skill-intro__image"
              src={skill.image.url}
              width={skill.image.width}
              height={skill.image.height}
              alt={skill.image.alt}
              fetchPriority="high"
            />
          ) : null}
          <h1 id="skill-title" ref={titleRef} {...contentLanguage}>
            {skill.title}
          </h1>
          <NotYetTranslated />
          {meta}
          {favourite.error ? (
            <p className="alert alert--error" role="alert">
              {favourite.error}
            </p>
          ) : null}
          <Markdown className="skill-intro__description">{skill.description}</Markdown>
          {locked ? (
            <div className="premium-lock">
              <p className="premium-lock__title">
                <LockIcon size={20} />
                <Trans>This skill is part of Premium</Trans>
              </p>
              <p>
                <Trans>Premium members can open every skill. The Quick Cope skills are always free for everyone.</Trans>
              </p>
              <Link className="btn btn--primary" to={paths.goPremium.getHref()}>
                <Trans comment="link to the page to buy the premium membership">Go Premium</Trans>
              </Link>
            </div>
          ) : (
            <Button
              className="skill-intro__start"
              onClick={start}
              loading={account.isPending}
              loadingLabel={t`Getting ready…`}
              disabled={skill.exercise === 'steps' && skill.steps.length === 0}
            >
              <Trans comment="button that starts the skill's exercise">Let&apos;s Start</Trans>
            </Button>
          )}
          {skill.exercise === 'steps' && skill.steps.length === 0 && !locked ? (
            <p className="muted">
              <Trans>This skill has no steps yet. Please try another one.</Trans>
            </p>
          ) : null}
        </article>
      </section>
    );
  }

  return (
    <section className="screen skill-screen" aria-labelledby="skill-title">
      <DocumentTitle title={skill.title} />
      <h1 id="skill-title" className="skill-screen__title" ref={titleRef} tabIndex={-1} {...contentLanguage}>
        {skill.title}
      </h1>

      {(stage === 'before' || stage === 'after') && renderDistressCheck ? (
        renderDistressCheck({
          sessionId,
          skill: skill.slug,
          phase: stage,
          onDone: stage === 'before' ? () => setStage('exercise') : leave,
        })
      ) : stage === 'done' ? (
        <div className="skill-done">
          <h2 className="skill-done__title" ref={doneRef} tabIndex={-1}>
            <CheckIcon size={26} />
            <Trans comment="heading once a skill is finished">Well done</Trans>
          </h2>
          <p>
            <Trans>You finished {skillTitle}. Take a moment to notice how you feel now. It&apos;s saved as completed, so you can find it again any time.</Trans>
          </p>
          <div className="stack-row stack-row--start">
            <Link className="btn btn--primary" to={paths.chooseOptionLowercase.getHref()}>
              <Trans comment="link to the home screen's four options">Back to the options</Trans>
            </Link>
            <Link className="btn btn--secondary" to={paths.activities.getHref()}>
              <Trans>Try another skill</Trans>
            </Link>
          </div>
        </div>
      ) : breathing ? (
        renderBreathing({ skill, complete })
      ) : (
        <>
          <SkillStepCarousel skillTitle={skill.title} steps={skill.steps} onFinish={finish} finishing={completion.isPending} />
          {completion.isError ? (
            <div className="alert alert--error skill-screen__finish-error" role="alert">
              <p>
                <Trans comment="reason: why the server said no, or that the connection dropped; Finish is the carousel's last button">
                  We couldn&apos;t save that you finished. {reason} Tap Finish to try again.
                </Trans>
              </p>
              <Link to={paths.chooseOptionLowercase.getHref()}>
                <Trans>Leave without saving</Trans>
              </Link>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
