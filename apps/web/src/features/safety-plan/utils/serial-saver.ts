export type SaveState =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'saved' }
  /** No connection: kept on this device and sent when it returns (lib/offline-outbox). */
  | { state: 'saved-on-device' }
  | { state: 'error'; error: unknown };

/**
 * Saves the latest value after a quiet moment, one request at a time: a save never overtakes an
 * earlier one, and edits made while a save is running are sent right after it. A failed save keeps
 * the value, so `flush()` (Retry) or the next edit sends it again — nothing typed is lost.
 */
export function createSerialSaver<T>(save: (value: T) => Promise<'saved' | 'saved-on-device' | void>, onState: (state: SaveState) => void, delayMs: number) {
  let unsaved: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;

  function cancelTimer() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  async function flush(): Promise<void> {
    cancelTimer();
    if (inFlight || !unsaved) return;
    const { value } = unsaved;
    unsaved = null;
    inFlight = true;
    onState({ state: 'saving' });
    try {
      const result = await save(value);
      inFlight = false;
      if (unsaved) await flush();
      else onState({ state: result === 'saved-on-device' ? 'saved-on-device' : 'saved' });
    } catch (error) {
      inFlight = false;
      // Keep what failed unless something newer is already waiting.
      unsaved ??= { value };
      onState({ state: 'error', error });
    }
  }

  return {
    /** A new value to save after `delayMs` of quiet. */
    schedule(value: T) {
      unsaved = { value };
      onState({ state: 'pending' });
      cancelTimer();
      timer = setTimeout(() => void flush(), delayMs);
    },
    /** Saves what is waiting now (Retry, leaving the page). */
    flush,
    /** Forgets a waiting value that became invalid: nothing to send until the next `schedule`. */
    drop() {
      cancelTimer();
      unsaved = null;
    },
    get hasUnsaved() {
      return unsaved !== null || inFlight;
    },
  };
}
