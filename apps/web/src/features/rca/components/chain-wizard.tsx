import { WIZARD_SUBMIT_WARNING } from '@steady/contracts';
import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { BackIcon } from '@/components/ui/icons';
import { CheckIcon } from '@/components/ui/state-icons';
import { errorMessage } from '@/lib/api-client';
import { useCreateAnalysis } from '../api/create-analysis';
import type { Media } from '../api/media';
import { useStepOptions } from '../hooks/use-step-options';
import { displayTitle } from '../utils/display-title';
import { canGoForward, initialWizardState, isSelected, LAST_STEP, stepKey, submissionFor, WIZARD_STEPS, wizardReducer } from '../utils/wizard-state';
import { MatchingSkills } from './matching-skills';
import { OptionsDialog, type StepWords } from './options-dialog';
import { newClientId } from '@/lib/client-id';

/** A step's text and picture from the CMS (GET /api/rca), when the screen has them. */
export type WizardStepContent = { title: string; description?: string | null | undefined; image?: Media | null | undefined };

const STEP_WORDS: readonly (StepWords & { prompt: string })[] = [
  {
    singular: 'trigger',
    plural: 'triggers',
    prompt: 'What happened just before you started to feel this way?',
    emptyText: 'There are no triggers to choose from right now. Please try again later.',
  },
  {
    singular: 'emotion',
    plural: 'emotions',
    prompt: 'What did you feel? You may feel more than one thing at once.',
    emptyText: 'No emotions are linked to the triggers you chose. Go back and choose another trigger.',
  },
  {
    singular: 'immediate thought',
    plural: 'immediate thoughts',
    prompt: 'What went through your mind straight away?',
    emptyText: 'No thoughts are linked to both a trigger and an emotion you chose. Go back and choose another emotion or trigger.',
  },
];

const INCOMPLETE_MESSAGE = 'Choose at least one option in every step, then submit again.';

type ChainWizardProps = {
  /** The three steps' content from the CMS (/RCA); the skills finder (/rcao) uses built-in prompts. */
  steps?: readonly WizardStepContent[] | undefined;
};

/**
 * The chain-analysis / skills-finder wizard (spec §2/§4/§5): Trigger → Emotion → Immediate Thought,
 * each chosen in a popup of checkboxes; Submit saves the analysis and lists the matching skills.
 * The rules live in ../utils/wizard-state.ts.
 */
export function ChainWizard({ steps }: ChainWizardProps) {
  const [state, dispatch] = useReducer(wizardReducer, initialWizardState);
  const options = useStepOptions(state, dispatch);
  const createAnalysis = useCreateAnalysis();
  const [incomplete, setIncomplete] = useState(false);
  // One id per set of choices: Submit tapped again (or a retry after a lost answer) saves no duplicate.
  const submission = useRef<{ choices: string; clientId: string } | null>(null);

  const stepHeadingRef = useRef<HTMLHeadingElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const previousStep = useRef(state.step);

  // Moving between steps: start reading at the new step (the arrow that was used may now be disabled).
  useEffect(() => {
    if (previousStep.current !== state.step) stepHeadingRef.current?.focus();
    previousStep.current = state.step;
  }, [state.step]);

  const key = stepKey(state.step);
  const words = STEP_WORDS[state.step]!;
  const content = steps?.[state.step];
  const label = WIZARD_STEPS[state.step].label;
  const chosen = state.selected[key];
  const optionsReady = state.offered[key] !== null;
  const forwardAllowed = canGoForward(state);
  const isLast = state.step === LAST_STEP;
  // Once these exact choices are saved and their skills shown, there is nothing left to submit: a
  // second tap would only save them again. Changing a choice makes it a new analysis to submit.
  const currentChoices = JSON.stringify(submissionFor(state));
  const saved = createAnalysis.isSuccess && submission.current?.choices === currentChoices;
  const hintId = 'rca-forward-hint';

  const submit = () => {
    const body = submissionFor(state);
    if (!body) {
      console.warn(WIZARD_SUBMIT_WARNING);
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    const choices = JSON.stringify(body);
    if (submission.current?.choices !== choices) submission.current = { choices, clientId: newClientId() };
    createAnalysis.mutate(
      { ...body, clientId: submission.current.clientId },
      {
        onSuccess: () => requestAnimationFrame(() => resultsHeadingRef.current?.focus()),
      },
    );
  };

  const startAgain = () => {
    dispatch({ type: 'reset' });
    submission.current = null;
    createAnalysis.reset();
    setIncomplete(false);
  };

  return (
    <>
      <section className="rca-wizard" aria-labelledby="rca-step-title">
        <ol className="rca-stepper">
          {WIZARD_STEPS.map((step, index) => {
            const image = steps?.[index]?.image;
            const status = index === state.step ? 'current' : index < state.step ? 'done' : 'todo';
            return (
              <li key={step.key} className={`rca-stepper__item rca-stepper__item--${status}`} aria-current={status === 'current' ? 'step' : undefined}>
                {image ? (
                  <img className="rca-stepper__image" src={image.url} width={image.width ?? 240} height={image.height ?? 180} alt="" decoding="async" />
                ) : null}
                <span className="rca-stepper__label">
                  <span className="rca-stepper__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {steps?.[index]?.title ?? step.label}
                  {status === 'done' ? <span className="visually-hidden"> (done)</span> : null}
                </span>
              </li>
            );
          })}
        </ol>

        <div className="rca-step">
          <h2 id="rca-step-title" className="rca-step__title" ref={stepHeadingRef} tabIndex={-1}>
            <span className="rca-step__count">
              Step {state.step + 1} of {WIZARD_STEPS.length}
            </span>{' '}
            {content?.title ?? label}
          </h2>
          <p className="rca-step__prompt">{content?.description || words.prompt}</p>

          <OptionsDialog
            key={key}
            words={words}
            options={options.data}
            loading={options.isPending}
            error={options.isError ? `We couldn't load the ${words.plural}. ${errorMessage(options.error)}` : null}
            onRetry={() => void options.refetch()}
            isChecked={(option) => isSelected(state, option)}
            onToggle={(option) => dispatch({ type: 'toggle', option })}
            chosenCount={chosen.length}
          />

          {chosen.length > 0 ? (
            <ul className="rca-chips" aria-label={`Chosen ${words.plural}`}>
              {chosen.map((option) => (
                <li key={option.documentId} className="rca-chip">
                  {displayTitle(option.title)}
                </li>
              ))}
            </ul>
          ) : null}

          {state.step > 0 ? (
            <dl className="rca-so-far">
              {WIZARD_STEPS.slice(0, state.step).map((step) => (
                <div key={step.key} className="rca-so-far__row">
                  <dt>{step.label}</dt>
                  <dd>{state.selected[step.key].map((o) => displayTitle(o.title)).join(', ')}</dd>
                </div>
              ))}
            </dl>
          ) : null}

          <div className="rca-nav">
            <button type="button" className="rca-arrow" aria-label="Previous step" disabled={state.step === 0} onClick={() => dispatch({ type: 'back' })}>
              <BackIcon />
            </button>
            {isLast && saved ? (
              <p className="rca-saved" role="status">
                <CheckIcon /> Saved
              </p>
            ) : isLast ? (
              <Button
                className="rca-submit"
                onClick={submit}
                disabled={!optionsReady}
                loading={createAnalysis.isPending}
                loadingLabel="Saving…"
                aria-describedby={!forwardAllowed ? hintId : undefined}
              >
                Submit
              </Button>
            ) : (
              <button
                type="button"
                className="rca-arrow rca-arrow--forward"
                aria-label="Next step"
                disabled={!forwardAllowed}
                aria-describedby={!forwardAllowed ? hintId : undefined}
                onClick={() => dispatch({ type: 'next' })}
              >
                <BackIcon />
              </button>
            )}
          </div>
          {!forwardAllowed ? (
            <p className="rca-nav__hint" id={hintId}>
              {optionsReady ? `Choose at least one ${words.singular} to continue.` : `Loading the ${words.plural}…`}
            </p>
          ) : null}

          {incomplete ? (
            <p className="alert alert--error" role="alert">
              {INCOMPLETE_MESSAGE}
            </p>
          ) : null}
          {createAnalysis.isError ? (
            <p className="alert alert--error" role="alert">
              We couldn't save your analysis. {errorMessage(createAnalysis.error)}
            </p>
          ) : null}
        </div>
      </section>

      {createAnalysis.isSuccess ? <MatchingSkills headingRef={resultsHeadingRef} slugs={createAnalysis.data.skills} onStartAgain={startAgain} /> : null}
    </>
  );
}
