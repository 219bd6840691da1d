import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/online-status';

/**
 * Says plainly, while offline, that what this screen does needs a connection (payments, account
 * changes): unlike hearts, ratings or the diary, these are never kept on the device to send later.
 */
export function NeedsConnection({ what }: { what: string }) {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="notice notice--offline" role="status">
      <Trans comment="what: the things on this screen that need a connection, e.g. 'Payments and changes to your subscriptions'">
        <strong>You're offline.</strong> {what} need a connection. This will work again when you're back online.
      </Trans>
    </p>
  );
}
