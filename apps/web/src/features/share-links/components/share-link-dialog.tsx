import { Trans, useLingui } from '@lingui/react/macro';
import { SHARE_DAYS_DEFAULT, SHARE_DAYS_MAX, SHARE_DAYS_MIN, SHARE_PASSCODE_MAX, SHARE_PASSCODE_MIN, type SharePart } from '@steady/contracts';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { errorMessage } from '@/lib/api-client';
import { formatCalendarDay, formatDateTime } from '@/lib/format-date';
import { shareUrl, useCreateShareLink } from '../api/share-links';
import { SHARE_PART_ORDER, SHARE_PART_WORDS } from '../utils/part-words';
import { CopyLinkButton } from './copy-link-button';
import '../share-links.css';

type ShareLinkDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The days the summary shows now: the link covers the same ones. */
  from: string;
  to: string;
};

type FormValues = { include: SharePart[]; days: number; passcode: string };

/**
 * 'Share with my therapist': what to include, how long the link works, an optional passcode; then the link,
 * shown this once, with a copy button. Inside the app's modal dialog, so SOS stays one tap away.
 */
export function ShareLinkDialog({ open, onOpenChange, from, to }: ShareLinkDialogProps) {
  const { t } = useLingui();
  return (
    <ModalDialog open={open} onOpenChange={onOpenChange} title={t`Share with my therapist`} closeButton className="share-dialog">
      {open ? <ShareLinkForm from={from} to={to} onDone={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function ShareLinkForm({ from, to, onDone }: { from: string; to: string; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const create = useCreateShareLink();
  const partsId = useId();
  const [passcodeSent, setPasscodeSent] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormValues>({ defaultValues: { include: [...SHARE_PART_ORDER], days: SHARE_DAYS_DEFAULT, passcode: '' } });
  const fromDay = formatCalendarDay(from);
  const toDay = formatCalendarDay(to);

  const onSubmit = handleSubmit((values) => {
    const passcode = values.passcode.trim() ? values.passcode : undefined;
    setPasscodeSent(passcode !== undefined);
    create.mutate({ from, to, include: values.include, days: values.days, ...(passcode ? { passcode } : {}) });
  });

  if (create.isSuccess) {
    const url = shareUrl(create.data.path);
    const ends = formatDateTime(create.data.link.expiresAt);
    return (
      <div className="share-dialog__made">
        <p>
          <Trans comment="after making a link; ends: a date and time">
            Your link is ready. It works until {ends}, and you can end it sooner from your summary page.
          </Trans>
        </p>
        <label className="field__label" htmlFor={`${partsId}-url`}>
          <Trans>Link for your therapist</Trans>
        </label>
        <input id={`${partsId}-url`} className="input share-dialog__url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
        <p className="field__hint">
          <Trans>Steady shows this link only now. Copy it before you close this window.</Trans>
        </p>
        {passcodeSent ? (
          <p className="field__hint">
            <Trans>Tell your therapist the passcode another way, for example by phone, not in the same message as the link.</Trans>
          </p>
        ) : null}
        <CopyLinkButton url={url} />
        <div className="modal-dialog__actions">
          <Button variant="secondary" onClick={onDone}>
            <Trans comment="button: closes the share dialog after the link was made">Done</Trans>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className="form share-dialog__form" onSubmit={onSubmit} noValidate>
      <p>
        <Trans comment="fromDay and toDay: dates, e.g. 2 Nov 2026">
          Make a read-only link to your summary from {fromDay} to {toDay}. Anyone with the link can see what you choose here, until it ends.
        </Trans>
      </p>
      <fieldset className="share-dialog__parts" aria-describedby={errors.include ? `${partsId}-error` : undefined}>
        <legend className="field__label">
          <Trans>What to include</Trans>
        </legend>
        {SHARE_PART_ORDER.map((part) => (
          <label key={part} className="checkbox">
            <input
              type="checkbox"
              className="checkbox__input"
              value={part}
              aria-invalid={Boolean(errors.include)}
              {...register('include', { validate: (parts) => parts.length > 0 || t`Choose at least one part to share` })}
            />
            <span>{i18n._(SHARE_PART_WORDS[part])}</span>
          </label>
        ))}
        {errors.include ? (
          <p className="field__error" id={`${partsId}-error`}>
            {errors.include.message}
          </p>
        ) : null}
      </fieldset>

      <FormField label={t`Days the link works`} hint={t`From 1 to 30 days. You can end it sooner at any time.`} error={errors.days?.message}>
        {(control) => (
          <input
            {...control}
            {...register('days', {
              valueAsNumber: true,
              validate: (days) => (Number.isInteger(days) && days >= SHARE_DAYS_MIN && days <= SHARE_DAYS_MAX) || t`Choose a number of days from 1 to 30`,
            })}
            className="input share-dialog__days"
            type="number"
            inputMode="numeric"
            min={SHARE_DAYS_MIN}
            max={SHARE_DAYS_MAX}
          />
        )}
      </FormField>

      <FormField label={t`Passcode`} optional hint={t`Your therapist will need it to open the link. Use 4 to 64 characters.`} error={errors.passcode?.message}>
        {(control) => (
          <input
            {...control}
            {...register('passcode', {
              validate: (passcode) =>
                passcode.trim() === '' ||
                (passcode.length >= SHARE_PASSCODE_MIN && passcode.length <= SHARE_PASSCODE_MAX) ||
                t`A passcode has 4 to 64 characters`,
            })}
            className="input"
            type="text"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>

      {create.isError ? (
        <p className="alert alert--error" role="alert">
          {errorMessage(create.error)}
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onDone}>
          <Trans comment="button: closes the share dialog without making a link">Cancel</Trans>
        </Button>
        <Button type="submit" loading={create.isPending} loadingLabel={t`Making the link…`}>
          <Trans>Make link</Trans>
        </Button>
      </div>
    </form>
  );
}
