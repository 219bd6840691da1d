import { Trans, useLingui } from '@lingui/react/macro';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useReducer, useRef, type KeyboardEvent } from 'react';
import { Markdown } from '@/components/ui/markdown';
import type { SkillStep } from '../api/skill-schema';
import { carouselReducer, initCarousel, isFirst, isLast, type CarouselAction } from '../carousel-state';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion';
import { ChevronLeftIcon, ChevronRightIcon } from './skill-icons';
import { StepWarningDialog } from './step-warning-dialog';
import { ContentImage } from '@/components/ui/content-image';

type SkillStepCarouselProps = {
  skillTitle: string;
  steps: readonly SkillStep[];
  /** Finish on the last step. */
  onFinish: () => void;
  finishing: boolean;
};

/** The page's writing direction (activate-locale sets `<html dir>`): Arabic runs right to left. */
const pageDirection = (): 'ltr' | 'rtl' => (typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr');

const isTypingTarget = (target: EventTarget) => target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The step carousel of spec §4. The reducer (carousel-state.ts) is the one source of truth; Embla
 * draws it and adds swiping, and a swipe is fed back into the reducer. Arrow keys move too. Right to
 * left (Arabic) the steps run from the right, the next one comes from the left, and the arrow keys
 * follow what the eye sees: ArrowLeft is next.
 */
export function SkillStepCarousel({ skillTitle, steps, onFinish, finishing }: SkillStepCarouselProps) {
  const { t } = useLingui();
  const [state, rawDispatch] = useReducer(carouselReducer, steps, (s) => initCarousel(s.map((step) => Boolean(step.warning))));
  const reducedMotion = usePrefersReducedMotion();
  // Read on every render: a change of language renders again (useLingui), and its direction comes with it.
  const direction = pageDirection();
  const options = useMemo(
    () => ({ align: 'start' as const, containScroll: 'trimSnaps' as const, direction, duration: reducedMotion ? 1 : 24 }),
    [reducedMotion, direction],
  );
  const [emblaRef, emblaApi] = useEmblaCarousel(options);
  const viewportElement = useRef<HTMLDivElement | null>(null);
  const viewportRef = useCallback(
    (element: HTMLDivElement | null) => {
      viewportElement.current = element;
      emblaRef(element);
    },
    [emblaRef],
  );
  /** Set when focus was inside the step that is being left: it follows to the new step. */
  const focusFollows = useRef(false);
  const dispatch = useCallback((action: CarouselAction) => {
    const active = document.activeElement;
    if (active && active !== document.body && viewportElement.current?.contains(active)) focusFollows.current = true;
    rawDispatch(action);
  }, []);
  const headingRefs = useRef<(HTMLHeadingElement | null)[]>([]);
  const nextRef = useRef<HTMLButtonElement>(null);
  const first = isFirst(state);
  const last = isLast(state);
  const count = steps.length;
  const current = steps[state.index];
  const currentNumber = state.index + 1;
  const currentTitle = current?.title ?? '';

  // A swipe (or Embla settling after a resize) selects a slide: the reducer decides what that means.
  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      // Until the slides have been measured there may be fewer snaps than steps: ignore those.
      if (emblaApi.scrollSnapList().length !== count) return;
      dispatch({ type: 'goTo', index: emblaApi.selectedScrollSnap() });
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, count, dispatch]);

  // The reducer's step is the one on screen.
  useEffect(() => {
    if (!emblaApi || emblaApi.selectedScrollSnap() === state.index) return;
    emblaApi.scrollTo(state.index, reducedMotion);
  }, [emblaApi, state.index, reducedMotion]);

  // The step that had focus is now inert: bring focus to the new step (unless a warning takes it).
  useEffect(() => {
    if (!focusFollows.current) return;
    focusFollows.current = false;
    if (!state.warningOpen) headingRefs.current[state.index]?.focus({ preventScroll: true });
  }, [state.index, state.warningOpen]);

  // Starting the exercise brings the first step's heading into focus, unless its warning is up.
  const initialWarning = useRef(state.warningOpen);
  useEffect(() => {
    if (!initialWarning.current) headingRefs.current[0]?.focus();
  }, []);

  const focusCurrentHeading = () => headingRefs.current[state.index]?.focus({ preventScroll: true });

  const previous = () => {
    // Previous disappears on the first step: hand focus to Next rather than losing it.
    if (state.index === 1) nextRef.current?.focus();
    dispatch({ type: 'prev' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (state.warningOpen || event.altKey || event.ctrlKey || event.metaKey || isTypingTarget(event.target)) return;
    const nextKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const previousKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === nextKey) {
      event.preventDefault();
      dispatch({ type: 'next' });
    } else if (event.key === previousKey) {
      event.preventDefault();
      if (state.index === 1 && event.target instanceof HTMLElement && event.target.closest('.carousel__prev')) {
        nextRef.current?.focus();
      }
      dispatch({ type: 'prev' });
    }
  };

  return (
    <>
      <div
        className="carousel"
        role="region"
        aria-roledescription={t({ message: 'carousel', comment: 'screen readers say this kind of region: the steps of a skill, one at a time' })}
        aria-label={t({ message: `${skillTitle}: steps`, comment: "name of a skill's step carousel; skillTitle comes from the CMS" })}
        onKeyDown={onKeyDown}
      >
        <div className="carousel__viewport" ref={viewportRef}>
          <div className="carousel__container">
            {steps.map((step, i) => {
              const stepNumber = i + 1;
              const stepOfCount = t`Step ${stepNumber} of ${count}`;
              return (
                <div
                  key={step.key}
                  className="carousel__slide"
                  role="group"
                  aria-roledescription={t({ message: 'slide', comment: 'screen readers say this kind of group: one step of a skill in the carousel' })}
                  aria-label={stepOfCount}
                  inert={i !== state.index}
                >
                  <p className="carousel__step-count" aria-hidden="true">
                    {stepOfCount}
                  </p>
                  <h2
                    className="carousel__step-title"
                    tabIndex={-1}
                    ref={(element) => {
                      headingRefs.current[i] = element;
                    }}
                  >
                    {step.title}
                  </h2>
                  {step.image ? (
                    <ContentImage
                      className="carousel__image"
                      src={step.image.url}
                      width={step.image.width}
                      height={step.image.height}
                      alt={step.image.alt}
                      loading={i === 0 ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                  ) : null}
                  <Markdown className="carousel__text" headingBase={3}>
                    {step.description}
                  </Markdown>
                </div>
              );
            })}
          </div>
        </div>

        <p className="visually-hidden" role="status">
          {current
            ? t({ message: `Step ${currentNumber} of ${count}: ${currentTitle}`, comment: 'announced when a step shows; currentTitle comes from the CMS' })
            : ''}
        </p>

        {count > 1 ? (
          <div className="carousel__dots" role="group" aria-label={t({ message: 'Steps', comment: 'name of the row of dots, one per step of a skill' })}>
            {steps.map((step, i) => {
              const stepNumber = i + 1;
              return (
                <button
                  key={step.key}
                  type="button"
                  className="carousel__dot"
                  aria-label={t`Go to step ${stepNumber}`}
                  aria-current={i === state.index ? 'step' : undefined}
                  onClick={() => dispatch({ type: 'goTo', index: i })}
                >
                  <span className="carousel__dot-mark" />
                </button>
              );
            })}
          </div>
        ) : null}

        <div className="carousel__nav">
          <button type="button" className="btn btn--secondary carousel__prev" hidden={first} onClick={previous}>
            <ChevronLeftIcon />
            <span>
              <Trans comment="carousel button: the previous step of a skill">Previous</Trans>
            </span>
          </button>
          <button
            type="button"
            ref={nextRef}
            className="btn btn--primary carousel__next"
            onClick={() => {
              if (!last) dispatch({ type: 'next' });
              else if (!finishing) onFinish();
            }}
            aria-disabled={(last && finishing) || undefined}
            aria-busy={(last && finishing) || undefined}
          >
            <span>
              {last
                ? finishing
                  ? t({ message: 'Saving…', comment: 'carousel button while the finished skill is being saved' })
                  : t({ message: 'Finish', comment: 'carousel button on the last step of a skill' })
                : t({ message: 'Next', comment: 'carousel button: the next step of a skill' })}
            </span>
            {last ? null : <ChevronRightIcon />}
          </button>
        </div>
      </div>

      <StepWarningDialog
        open={state.warningOpen && Boolean(current?.warning)}
        stepTitle={current?.title ?? ''}
        warning={current?.warning ?? ''}
        canGoNext={!last}
        onProceed={() => dispatch({ type: 'proceed' })}
        onNextTip={() => dispatch({ type: 'nextTip' })}
        onClosed={focusCurrentHeading}
      />
    </>
  );
}
