import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAccount } from '@/lib/account';
import { formatAddressLine } from '../utils/format';
import { LoadError, Skeleton } from './billing-states';
import { EditAddressDialog } from './edit-address-dialog';

/** Spec §8 (fixed in DESIGN.md): shown only after the server saved the address. */
export const ADDRESS_SAVED = msg`Data updated successfully!`;

/** Address tab: the billing address on one line, and Edit. */
export function AddressPanel() {
  const { t, i18n } = useLingui();
  const account = useAccount();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);

  if (account.isPending) return <Skeleton label={t`Loading your address…`} lines={1} />;
  if (account.isError) {
    return <LoadError title={t`We couldn't load your address.`} error={account.error} onRetry={() => void account.refetch()} retrying={account.isFetching} />;
  }
  const line = formatAddressLine({
    line1: account.data.address,
    city: account.data.city,
    state: account.data.state,
    postalCode: account.data.postalCode,
    country: account.data.country,
  });

  return (
    <div className="billing-address">
      <div className="billing-address__card">
        <p className="billing-address__line" data-testid="billing-address">
          {line || (
            <span className="muted">
              <Trans>No billing address yet. Add one so your receipts show it.</Trans>
            </span>
          )}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setSaved(false);
            setEditing(true);
          }}
          aria-label={t`Edit billing address`}
        >
          <Trans comment="button: edit the billing address">Edit</Trans>
        </Button>
      </div>
      <div aria-live="polite" className="billing-address__status">
        {saved ? <p className="alert billing-success">{i18n._(ADDRESS_SAVED)}</p> : null}
      </div>
      <EditAddressDialog
        account={account.data}
        open={editing}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false);
          setSaved(true);
        }}
      />
    </div>
  );
}
