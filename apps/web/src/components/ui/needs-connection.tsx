import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/online-status';

/**
 * Says plainly, while offline, that what this screen does needs a connection (payments, account
 * changes): unlike hearts, ratings or the diary, these are never kept on the device to send later.
 * `message`: one whole sentence naming what needs it, e.g. 'Payments need a connection.'
 */
export function NeedsConnection({ message }: { message: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice notice--offline" role="status">
      <strong>
        <Trans>You're offline.</Trans>
      </strong>{' '}
      {message} <Trans>This will work again when you're back online.</Trans>
    </p>
  );
}
