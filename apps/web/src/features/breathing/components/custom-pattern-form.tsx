import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Button } from '@/components/ui/button';
import { customPatternSchema, MAX_SECONDS, type CustomPatternInput, type CustomPatternValues } from '../breathing-settings';

const PHASE_FIELDS = [
  { name: 'in', label: 'Breathe in' },
  { name: 'hold', label: 'Hold (after breathing in)' },
  { name: 'out', label: 'Breathe out' },
  { name: 'holdOut', label: 'Hold (after breathing out)' },
] as const;

const START: CustomPatternInput = { name: '', in: '4', hold: '4', out: '6', holdOut: '0' };

type CustomPatternFormProps = {
  onSave: (values: CustomPatternValues) => void;
  onCancel: () => void;
};

/** 'Make your own': a name and the seconds of each phase (0 leaves a hold out). */
export function CustomPatternForm({ onSave, onCancel }: CustomPatternFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CustomPatternInput, unknown, CustomPatternValues>({
    resolver: zodResolver(customPatternSchema),
    defaultValues: START,
  });

  return (
    <form className="breathing-custom" onSubmit={handleSubmit(onSave)} noValidate aria-label="Make your own pattern">
      <FormField label="Name" error={errors.name?.message}>
        {(control) => <input className="input" autoComplete="off" maxLength={40} {...control} {...register('name')} />}
      </FormField>
      <p className="field__hint">Seconds for each step, 0 to {MAX_SECONDS}. A hold of 0 is left out.</p>
      <div className="breathing-custom__seconds">
        {PHASE_FIELDS.map(({ name, label }) => (
          <FormField key={name} label={label} error={errors[name]?.message}>
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
        <Button type="submit">Save pattern</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
