/**
 * Subscribes `listener` to the changes of one localStorage key: those this tab makes, which its module
 * announces to `listeners`, and other tabs', which arrive as the `storage` event (a null key: storage was
 * cleared). For useSyncExternalStore; returns the unsubscribe.
 */
export function subscribeToStoredKey(key: string, listeners: Set<() => void>, listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
