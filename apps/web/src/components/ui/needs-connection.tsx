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
      <strong>You're offline.</strong> {what} need a connection. This will work again when you're back online.
    </p>
  );
}
