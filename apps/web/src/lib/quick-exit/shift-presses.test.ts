import { describe, expect, it } from 'vitest';
import { createShiftPresses, PRESSES_WITHIN_MS } from './shift-presses';

const down = (key: string, repeat = false) => ({ type: 'keydown', key, repeat });
const up = (key: string) => ({ type: 'keyup', key, repeat: false });

/** Presses and releases Shift at `at` ms; answers what the counter said on release. */
const tap = (presses: ReturnType<typeof createShiftPresses>, at: number) => {
  presses(down('Shift'), at);
  return presses(up('Shift'), at + 50);
};

describe('Shift presses for the quick exit', () => {
  it('leaves on the third press within five seconds, saying how many are left before', () => {
    const presses = createShiftPresses();
    expect(tap(presses, 0)).toBe(2);
    expect(tap(presses, 1000)).toBe(1);
    expect(tap(presses, 2000)).toBe(0);
    // And starts again afterwards.
    expect(tap(presses, 3000)).toBe(2);
  });

  it('counts a press on release only, so the keydown says nothing', () => {
    const presses = createShiftPresses();
    expect(presses(down('Shift'), 0)).toBeNull();
    expect(presses(up('Shift'), 10)).toBe(2);
  });

  it('starts again when the presses take longer than five seconds', () => {
    const presses = createShiftPresses();
    expect(tap(presses, 0)).toBe(2);
    expect(tap(presses, 3000)).toBe(1);
    // Past five seconds from the first press: this one is the first of a new count.
    expect(tap(presses, PRESSES_WITHIN_MS + 1)).toBe(2);
    expect(tap(presses, PRESSES_WITHIN_MS + 1000)).toBe(1);
    expect(tap(presses, PRESSES_WITHIN_MS + 2000)).toBe(0);
  });

  it('starts again after any other key, and says the count was broken', () => {
    const presses = createShiftPresses();
    expect(tap(presses, 0)).toBe(2);
    expect(tap(presses, 100)).toBe(1);
    expect(presses(down('a'), 200)).toBe('reset');
    expect(presses(up('a'), 250)).toBeNull();
    expect(tap(presses, 300)).toBe(2);
    // Another key with nothing counted yet has nothing to say.
    const fresh = createShiftPresses();
    expect(fresh(down('Enter'), 0)).toBeNull();
  });

  it('never counts Shift used with another key: Shift+Tab, a capital letter', () => {
    const presses = createShiftPresses();
    expect(tap(presses, 0)).toBe(2);
    expect(tap(presses, 100)).toBe(1);
    presses(down('Shift'), 200);
    expect(presses(down('Tab'), 220)).toBe('reset');
    presses(up('Tab'), 240);
    expect(presses(up('Shift'), 260)).toBeNull();
    // Shift released before the letter: still not a press on its own.
    presses(down('Shift'), 300);
    presses(down('A'), 320);
    expect(presses(up('Shift'), 330)).toBeNull();
    presses(up('a'), 340);
    expect(tap(presses, 400)).toBe(2);
  });

  it('counts a Shift held down once, however many times it repeats', () => {
    const presses = createShiftPresses();
    presses(down('Shift'), 0);
    for (let at = 500; at < 3000; at += 30) expect(presses(down('Shift', true), at)).toBeNull();
    expect(presses(up('Shift'), 3000)).toBe(2);
    // A release whose press was not seen (focus came with Shift already down) does not count either.
    expect(presses(down('Shift', true), 3100)).toBeNull();
    expect(presses(up('Shift'), 3200)).toBeNull();
  });
});
