import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { customPatternSchema, MAX_SECONDS, type CustomPatternInput, type CustomPatternValues } from '../breathing-settings';

const PHASE_FIELDS = [
  { name: 'in', label: msg({ message: 'Breathe in', comment: 'Field label: seconds to breathe in' }) },
  { name: 'hold', label: msg({ message: 'Hold (after breathing in)', comment: 'Field label: seconds to hold the breath' }) },
  { name: 'out', label: msg({ message: 'Breathe out', comment: 'Field label: seconds to breathe out' }) },
  { name: 'holdOut', label: msg({ message: 'Hold (after breathing out)', comment: 'Field label: seconds to hold the breath' }) },
] as const;

const START: CustomPatternInput = { name: '', in: '4', hold: '4', out: '6', holdOut: '0' };

type CustomPatternFormProps = {
  onSave: (values: CustomPatternValues) => void;
  onCancel: () => void;
};

/** 'Make your own': a name and the seconds of each phase (0 leaves a hold out). */
export function CustomPatternForm({ onSave, onCancel }: CustomPatternFormProps) {
  const { i18n, t } = useLingui();
  const max = MAX_SECONDS;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomPatternInput, unknown, CustomPatternValues>({
    resolver: zodResolver(customPatternSchema),
    defaultValues: START,
  });

  return (
    <form className="breathing-custom" onSubmit={handleSubmit(onSave)} noValidate aria-label={t`Make your own pattern`}>
      <FormField label={t({ message: 'Name', comment: "Field label: the breathing pattern's name" })} error={errors.name?.message}>
        {(control) => <input className="input" autoComplete="off" maxLength={40} {...control} {...register('name')} />}
      </FormField>
      <p className="field__hint">
        <Trans>Seconds for each step, 0 to {max}. A hold of 0 is left out.</Trans>
      </p>
      <div className="breathing-custom__seconds">
        {PHASE_FIELDS.map(({ name, label }) => (
          <FormField key={name} label={i18n._(label)} error={errors[name]?.message}>
            {(control) => (
              <input
                className="input"
                type="number"
                inputMode="numeric"
                min={name === 'in' || name === 'out' ? 1 : 0}
                max={MAX_SECONDS}
                step={1}
                {...control}
                {...register(name)}
              />
            )}
          </FormField>
        ))}
      </div>
      <div className="breathing-custom__actions">
        <Button type="submit">
          <Trans>Save pattern</Trans>
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          <Trans comment="Button: closes the form without saving">Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
