import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { STRESS_KEYS, type StressCheckIn, type StressCheckInBody } from '@steady/contracts';
import { STRESS_WORDS } from '@/lib/i18n/contract-labels';
import { ruleWords } from '@/lib/i18n/rule-words';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { stressCheckInBodySchema, useCreateStressCheckIn } from '../api/create-stress-check-in';

type FormInput = z.input<typeof stressCheckInBodySchema>;

const emptyValues: FormInput = { all_stresses: Object.fromEntries(STRESS_KEYS.map((k) => [k, false])) };

type StressCheckInFormProps = {
  title: string;
  onCheckedIn: (checkIn: StressCheckIn) => void;
};

/**
 * The stress check-in (DESIGN.md: ours to design): a short, kind list of how someone may feel.
 * Ticking at least one and sending it refreshes the recommendations.
 */
export function StressCheckInForm({ title, onCheckedIn }: StressCheckInFormProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const mutation = useCreateStressCheckIn();
  const [savedOnDevice, setSavedOnDevice] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, StressCheckInBody>({
    resolver: zodResolver(stressCheckInBodySchema),
    defaultValues: emptyValues,
  });

  const choiceError = ruleWords(errors.all_stresses?.message ?? errors.all_stresses?.root?.message);
  const reason = mutation.isError ? errorMessage(mutation.error) : '';

  const onSubmit = handleSubmit(async (values) => {
    try {
      const checkIn = await mutation.mutateAsync(values);
      reset(emptyValues);
      setSavedOnDevice(checkIn === null);
      if (checkIn) onCheckedIn(checkIn);
    } catch {
      // The message is shown from the mutation's state below.
    }
  });

  return (
    <form className="check-in" onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
      <h2 className="check-in__title" id={titleId}>
        {title}
      </h2>
      <fieldset
        className="check-in__choices"
        aria-describedby={[hintId, choiceError ? errorId : null].filter(Boolean).join(' ')}
        aria-invalid={choiceError ? true : undefined}
      >
        <legend className="check-in__legend">
          <Trans>Tick anything that fits right now</Trans>
        </legend>
        <p className="check-in__hint" id={hintId}>
          <Trans>There are no wrong answers, and you can choose more than one.</Trans>
        </p>
        <div className="check-in__grid">
          {STRESS_KEYS.map((key) => (
            <label key={key} className="check-in__option">
              <input type="checkbox" className="checkbox__input" {...register(`all_stresses.${key}`)} />
              <span>{i18n._(STRESS_WORDS[key])}</span>
            </label>
          ))}
        </div>
        {choiceError ? (
          <p className="field__error" id={errorId} role="alert">
            {choiceError}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" loading={mutation.isPending} loadingLabel={t`Finding skills…`}>
        <Trans>Show skills for me</Trans>
      </Button>
      {savedOnDevice ? (
        <p className="notice" role="status">
          <Trans>Saved on this device — will sync. Your skills will show here when you&apos;re back online.</Trans>
        </p>
      ) : null}
      {mutation.isError ? (
        <p className="alert alert--error" role="alert">
          <Trans comment="reason: why the server said no, or that the connection dropped">We couldn&apos;t save your check-in. {reason}</Trans>
        </p>
      ) : null}
    </form>
  );
}
