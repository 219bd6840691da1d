import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { joinList } from '../utils/join-list';
import { canGoForward, initialWizardState, isSelected, LAST_STEP, stepKey, submissionFor, WIZARD_STEPS, wizardReducer } from '../utils/wizard-state';
import { MatchingSkills } from './matching-skills';
import { OptionsDialog } from './options-dialog';
import { newClientId } from '@/lib/client-id';
import { ContentImage } from '@/components/ui/content-image';

/** A step's text and picture from the CMS (GET /api/rca), when the screen has them. */
export type WizardStepContent = { title: string; description?: string | null | undefined; image?: Media | null | undefined };

/**
 * Each step's own sentences, whole (a language may bend 'triggers' differently in each of them).
 * Translated at render: `i18n._(…)`.
 */
type StepMessages = {
  prompt: MessageDescriptor;
  emptyText: MessageDescriptor;
  /** The button, the popup's title and the checkboxes' group name. */
  choose: MessageDescriptor;
  /** The button once something is chosen. */
  change: (count: number) => MessageDescriptor;
  /** The accessible name of the list of chosen options. */
  chosenList: MessageDescriptor;
  loadError: (detail: string) => MessageDescriptor;
  /** In the popup while its options load. */
  loadingOptions: MessageDescriptor;
  /** Under the arrows while the options load. */
  loadingHint: MessageDescriptor;
  /** Under the arrows while nothing is chosen. */
  chooseHint: MessageDescriptor;
};

const STEP_MESSAGES: readonly StepMessages[] = [
  {
    prompt: msg`What happened just before you started to feel this way?`,
    emptyText: msg`There are no triggers to choose from right now. Please try again later.`,
    choose: msg`Choose triggers`,
    change: (count) => msg`Change triggers (${plural(count, { one: '# chosen', other: '# chosen' })})`,
    chosenList: msg`Chosen triggers`,
    loadError: (detail) => msg`We couldn't load the triggers. ${detail}`,
    loadingOptions: msg`Loading triggers…`,
    loadingHint: msg`Loading the triggers…`,
    chooseHint: msg`Choose at least one trigger to continue.`,
  },
  {
    prompt: msg`What did you feel? You may feel more than one thing at once.`,
    emptyText: msg`No emotions are linked to the triggers you chose. Go back and choose another trigger.`,
    choose: msg`Choose emotions`,
    change: (count) => msg`Change emotions (${plural(count, { one: '# chosen', other: '# chosen' })})`,
    chosenList: msg`Chosen emotions`,
    loadError: (detail) => msg`We couldn't load the emotions. ${detail}`,
    loadingOptions: msg`Loading emotions…`,
    loadingHint: msg`Loading the emotions…`,
    chooseHint: msg`Choose at least one emotion to continue.`,
  },
  {
    prompt: msg`What went through your mind straight away?`,
    emptyText: msg`No thoughts are linked to both a trigger and an emotion you chose. Go back and choose another emotion or trigger.`,
    choose: msg`Choose immediate thoughts`,
    change: (count) => msg`Change immediate thoughts (${plural(count, { one: '# chosen', other: '# chosen' })})`,
    chosenList: msg`Chosen immediate thoughts`,
    loadError: (detail) => msg`We couldn't load the immediate thoughts. ${detail}`,
    loadingOptions: msg`Loading immediate thoughts…`,
    loadingHint: msg`Loading the immediate thoughts…`,
    chooseHint: msg`Choose at least one immediate thought to continue.`,
  },
];

const INCOMPLETE_MESSAGE = msg`Choose at least one option in every step, then submit again.`;

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
  const { t, i18n } = useLingui();
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
  const words = STEP_MESSAGES[state.step]!;
  const content = steps?.[state.step];
  const label = i18n._(WIZARD_STEPS[state.step].label);
  const chosen = state.selected[key];
  const stepNumber = state.step + 1;
  const stepTotal = WIZARD_STEPS.length;
  const optionsReady = state.offered[key] !== null;
  const forwardAllowed = canGoForward(state);
  const isLast = state.step === LAST_STEP;
  // Once these exact choices are saved and their skills shown, there is nothing left to submit: a
  // second tap would only save them again. Changing a choice makes it a new analysis to submit.
  const currentChoices = JSON.stringify(submissionFor(state));
  const saved = createAnalysis.isSuccess && submission.current?.choices === currentChoices;
  const hintId = 'rca-forward-hint';
  const saveErrorDetail = createAnalysis.isError ? errorMessage(createAnalysis.error) : '';

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
                  <ContentImage
                    className="rca-stepper__image"
                    src={image.url}
                    width={image.width ?? 240}
                    height={image.height ?? 180}
                    alt=""
                    decoding="async"
                  />
                ) : null}
                <span className="rca-stepper__label">
                  <span className="rca-stepper__number" aria-hidden="true">
                    {index + 1}
                  </span>
                  {steps?.[index]?.title ?? i18n._(step.label)}
                  {status === 'done' ? (
                    <span className="visually-hidden">
                      {' '}
                      {t({ message: '(done)', comment: 'chain analysis stepper, read by screen readers after a finished step' })}
                    </span>
                  ) : null}
                </span>
              </li>
            );
          })}
        </ol>

        <div className="rca-step">
          <h2 id="rca-step-title" className="rca-step__title" ref={stepHeadingRef} tabIndex={-1}>
            <span className="rca-step__count">
              <Trans>
                Step {stepNumber} of {stepTotal}
              </Trans>
            </span>{' '}
            {content?.title ?? label}
          </h2>
          <p className="rca-step__prompt">{content?.description || i18n._(words.prompt)}</p>

          <OptionsDialog
            key={key}
            words={{
              title: i18n._(words.choose),
              changeLabel: i18n._(words.change(chosen.length)),
              loadingLabel: i18n._(words.loadingOptions),
              emptyText: i18n._(words.emptyText),
            }}
            options={options.data}
            loading={options.isPending}
            error={options.isError ? i18n._(words.loadError(errorMessage(options.error))) : null}
            onRetry={() => void options.refetch()}
            isChecked={(option) => isSelected(state, option)}
            onToggle={(option) => dispatch({ type: 'toggle', option })}
            chosenCount={chosen.length}
          />

          {chosen.length > 0 ? (
            <ul className="rca-chips" aria-label={i18n._(words.chosenList)}>
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
                  <dt>{i18n._(step.label)}</dt>
                  <dd>
                    {joinList(
                      state.selected[step.key].map((o) => displayTitle(o.title)),
                      i18n,
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}

          <div className="rca-nav">
            <button type="button" className="rca-arrow" aria-label={t`Previous step`} disabled={state.step === 0} onClick={() => dispatch({ type: 'back' })}>
              <BackIcon />
            </button>
            {isLast && saved ? (
              <p className="rca-saved" role="status">
                <CheckIcon /> <Trans comment="chain analysis: shown instead of Submit once the analysis is saved">Saved</Trans>
              </p>
            ) : isLast ? (
              <Button
                className="rca-submit"
                onClick={submit}
                disabled={!optionsReady}
                loading={createAnalysis.isPending}
                loadingLabel={t`Saving…`}
                aria-describedby={!forwardAllowed ? hintId : undefined}
              >
                <Trans comment="chain analysis: button on the last step that saves the analysis">Submit</Trans>
              </Button>
            ) : (
              <button
                type="button"
                className="rca-arrow rca-arrow--forward"
                aria-label={t`Next step`}
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
              {i18n._(optionsReady ? words.chooseHint : words.loadingHint)}
            </p>
          ) : null}

          {incomplete ? (
            <p className="alert alert--error" role="alert">
              {i18n._(INCOMPLETE_MESSAGE)}
            </p>
          ) : null}
          {createAnalysis.isError ? (
            <p className="alert alert--error" role="alert">
              <Trans>We couldn't save your analysis. {saveErrorDetail}</Trans>
            </p>
          ) : null}
        </div>
      </section>

      {createAnalysis.isSuccess ? <MatchingSkills headingRef={resultsHeadingRef} slugs={createAnalysis.data.skills} onStartAgain={startAgain} /> : null}
    </>
  );
}
