/**
 * The keyboard way out of the quick exit (docs/decisions/023-quick-exit.md), after GOV.UK's 'Exit this
 * page': Shift pressed three times within five seconds. A press counts when Shift is released having been
 * pressed on its own, so Shift+Tab or a capital letter never counts, and a Shift held down (its repeating
 * keydowns, `event.repeat`) counts once. Any other key in between starts the count again: someone typing
 * is not one stray Shift away from leaving.
 */
export const PRESSES_TO_EXIT = 3;
export const PRESSES_WITHIN_MS = 5000;

type Key = Pick<KeyboardEvent, 'type' | 'key' | 'repeat'>;

/**
 * A counter fed every keydown and keyup. It answers the presses still needed after a press that counted
 * (0: leave now), 'reset' when a count under way was broken by another key, or null.
 */
export function createShiftPresses() {
  let count = 0;
  let firstAt = 0;
  // Shift is down and nothing else has been pressed since.
  let alone = false;

  return (event: Key, now: number): number | 'reset' | null => {
    if (event.key !== 'Shift') {
      if (event.type !== 'keydown') return null;
      alone = false;
      const broken = count > 0;
      count = 0;
      return broken ? 'reset' : null;
    }
    if (event.type === 'keydown') {
      if (!event.repeat) alone = true;
      return null;
    }
    if (event.type !== 'keyup' || !alone) return null;
    alone = false;
    // Too slow: this press starts a new count.
    if (count > 0 && now - firstAt > PRESSES_WITHIN_MS) count = 0;
    if (count === 0) firstAt = now;
    count += 1;
    if (count < PRESSES_TO_EXIT) return PRESSES_TO_EXIT - count;
    count = 0;
    return 0;
  };
}
