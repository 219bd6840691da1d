import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PIN_PATTERN, setUpLock } from '../vault';
import { DelayChoice, PlanChoice } from './lock-choices';

const setPinSchema = (words: { pinShape: string; notSame: string }) =>
  z
    .object({
      pin: z.string().regex(PIN_PATTERN, { message: words.pinShape }),
      again: z.string(),
      delayMinutes: z.union([z.literal(1), z.literal(5), z.literal(15)]),
      planOnLockScreen: z.boolean(),
    })
    .refine((values) => values.pin === values.again, { path: ['again'], message: words.notSame });

type SetPinValues = z.infer<ReturnType<typeof setPinSchema>>;

/** Sets a PIN (twice, so a slip does not lock the person out) and the lock's choices. */
export function SetPinForm({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [failed, setFailed] = useState(false);
  const schema = useMemo(() => setPinSchema({ pinShape: t`A PIN is 4 to 8 digits.`, notSame: t`The two PINs are not the same.` }), [t]);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPinValues>({ resolver: zodResolver(schema), defaultValues: { pin: '', again: '', delayMinutes: 5, planOnLockScreen: true } });

  const onSubmit = handleSubmit(async ({ pin, delayMinutes, planOnLockScreen }) => {
    try {
      await setUpLock(pin, { delayMinutes, planOnLockScreen });
      onDone();
    } catch {
      setFailed(true);
    }
  });

  const digitsOnly = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 8, className: 'input lock-settings__pin' } as const;
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <FormField
        label={t`New PIN`}
        hint={t`4 to 8 digits. If you forget it, you can sign in again: nothing on your account is lost.`}
        error={errors.pin?.message}
      >
        {(field) => <input {...field} {...digitsOnly} {...register('pin')} />}
      </FormField>
      <FormField label={t`The same PIN again`} error={errors.again?.message}>
        {(field) => <input {...field} {...digitsOnly} {...register('again')} />}
      </FormField>
      <Controller control={control} name="delayMinutes" render={({ field }) => <DelayChoice value={field.value} onChange={field.onChange} />} />
      <Controller control={control} name="planOnLockScreen" render={({ field }) => <PlanChoice checked={field.value} onChange={field.onChange} />} />
      {failed ? (
        <p className="alert alert--error" role="alert">
          <Trans>This browser couldn't set the lock. Nothing was changed.</Trans>
        </p>
      ) : null}
      <div className="lock-settings__actions">
        <Button type="submit" loading={isSubmitting} loadingLabel={t`Turning on the lock…`}>
          <Trans>Turn on the lock</Trans>
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
