import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSerialSaver, type SaveState } from './serial-saver';

describe('createSerialSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for a quiet moment and sends only the latest value', async () => {
    const save = vi.fn(() => Promise.resolve());
    const states: SaveState['state'][] = [];
    const saver = createSerialSaver(save, (s) => states.push(s.state), 500);
    saver.schedule('a');
    await vi.advanceTimersByTimeAsync(300);
    saver.schedule('ab');
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledExactlyOnceWith('ab');
    expect(states.at(-1)).toBe('saved');
  });

  it('never runs two saves at once, and sends edits made during a save right after it', async () => {
    const pending: (() => void)[] = [];
    const save = vi.fn(() => new Promise<void>((resolve) => pending.push(resolve)));
    const saver = createSerialSaver(save, () => {}, 100);
    saver.schedule('first');
    await vi.advanceTimersByTimeAsync(100);
    saver.schedule('second');
    saver.schedule('third');
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    pending.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('third');
  });

  it('keeps a value whose save failed and sends it again on flush', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const states: SaveState[] = [];
    const saver = createSerialSaver(save, (s) => states.push(s), 100);
    saver.schedule('words');
    await vi.advanceTimersByTimeAsync(100);
    expect(states.at(-1)).toMatchObject({ state: 'error' });
    expect(saver.hasUnsaved).toBe(true);
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith('words');
    expect(states.at(-1)).toEqual({ state: 'saved' });
    expect(saver.hasUnsaved).toBe(false);
  });
});
