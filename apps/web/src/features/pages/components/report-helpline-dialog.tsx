import { Trans, useLingui } from '@lingui/react/macro';
import { HELPLINE_REPORT_MESSAGE_MAX, type Helpline } from '@steady/contracts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { ApiError } from '@/lib/api-client';
import { useOnline } from '@/lib/online-status';
import { useReportHelpline } from '../api/report-helpline';

type ReportHelplineDialogProps = {
  line: Helpline;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * 'Report a problem with this number': an optional few words to the people who keep the helplines, no account
 * needed. A popup (ModalDialog), so the SOS link stays within reach while it is open.
 */
export function ReportHelplineDialog({ line, open, onOpenChange }: ReportHelplineDialogProps) {
  const { t } = useLingui();
  const name = line.name;
  return (
    <ModalDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t({ message: 'Report a problem with this number', comment: 'Title of the popup that reports a wrong helpline number' })}
      description={t({
        message: `Tell us what is wrong with ${name} and we will check it. You don't need an account.`,
        comment: '{name} is the name of the helpline, e.g. Samaritans',
      })}
      size="small"
    >
      {open ? <ReportForm line={line} onClose={() => onOpenChange(false)} /> : null}
    </ModalDialog>
  );
}

function ReportForm({ line, onClose }: { line: Helpline; onClose: () => void }) {
  const { t } = useLingui();
  const online = useOnline();
  const report = useReportHelpline();
  const [message, setMessage] = useState('');
  const [offline, setOffline] = useState(false);

  if (report.isSuccess) return <ReportSent onClose={onClose} />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!online) {
      setOffline(true);
      return;
    }
    setOffline(false);
    report.mutate({ documentId: line.documentId, message });
  };
  const noConnection = offline || (report.error instanceof ApiError && report.error.isNetworkError);

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FormField
        label={t({ message: "What's wrong?", comment: 'Label of the optional text box in the report of a wrong helpline number' })}
        hint={t`For example: the number no longer answers.`}
        optional
      >
        {(control) => (
          <textarea
            {...control}
            className="input"
            rows={3}
            maxLength={HELPLINE_REPORT_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        )}
      </FormField>
      {noConnection ? (
        <p className="alert alert--error" role="alert">
          <Trans>Sending a report needs a connection. Please try again when you're back online.</Trans>
        </p>
      ) : report.isError ? (
        <p className="alert alert--error" role="alert">
          <Trans>We couldn't send your report just now. Please try again a little later.</Trans>
        </p>
      ) : null}
      <div className="modal-dialog__actions">
        <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
          <Trans comment="button: closes the report popup without sending">Cancel</Trans>
        </Button>
        <Button type="submit" loading={report.isPending} loadingLabel={t`Sending…`}>
          <Trans comment="button: sends the report about a helpline number">Send</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The thanks, where the form was: focus moves to it (the Send button it replaces is gone), so it is read out. */
function ReportSent({ onClose }: { onClose: () => void }) {
  const thanks = useRef<HTMLParagraphElement>(null);
  useEffect(() => thanks.current?.focus(), []);
  return (
    <>
      <p ref={thanks} className="alert alert--info" role="status" tabIndex={-1}>
        <Trans>Thank you. We will check this number.</Trans>
      </p>
      <div className="modal-dialog__actions">
        <Button onClick={onClose}>
          <Trans comment="button: closes the popup after a report was sent">Close</Trans>
        </Button>
      </div>
    </>
  );
}
