import { useEffect, useRef } from 'react';

export const VIBRATE_MS = 60;

/**
 * Optional extras at the start of each phase: the phase word spoken, a short vibration. Never the
 * only cue: the words and the square always show. `cue` is null while not breathing (idle, paused,
 * finished); its key changes with each new phase, so a resumed phase is not spoken twice.
 */
export function usePhaseCues(options: { voice: boolean; vibrate: boolean }, cue: { key: string; word: string } | null) {
  const lastKey = useRef<string | null>(null);
  const { voice, vibrate } = options;
  const key = cue?.key ?? null;
  const word = cue?.word ?? '';

  useEffect(() => {
    if (key === null) {
      if (voice && 'speechSynthesis' in window) window.speechSynthesis.cancel();
      return;
    }
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (voice && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window) {
      window.speechSynthesis.cancel(); // a late word must not run into the next one
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(word));
    }
    if (vibrate && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATE_MS);
  }, [key, word, voice, vibrate]);

  // Leaving the screen mid-sentence stops the voice.
  useEffect(
    () => () => {
      if (voice && 'speechSynthesis' in window) window.speechSynthesis.cancel();
    },
    [voice],
  );
}
