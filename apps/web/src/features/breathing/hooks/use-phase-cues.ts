import { useLingui } from '@lingui/react';
import { useEffect, useRef } from 'react';
import { phaseWord, type PhaseKind } from '../breathing-timer';

export const VIBRATE_MS = 60;

/**
 * Optional extras at the start of each phase: the phase word spoken, a short vibration. Never the
 * only cue: the words and the square always show. `cue` is null while not breathing (idle, paused,
 * finished); its key changes with each new phase, so a resumed phase is not spoken twice.
 * The voice says the cue from the catalogue in the active language, and its `lang` is that language,
 * so the browser picks a voice that can say it.
 */
export function usePhaseCues(options: { voice: boolean; vibrate: boolean }, cue: { key: string; kind: PhaseKind } | null) {
  const { i18n } = useLingui();
  const lang = i18n.locale;
  const lastKey = useRef<string | null>(null);
  const { voice, vibrate } = options;
  const key = cue?.key ?? null;
  const word = cue ? phaseWord(cue.kind, i18n) : '';

  useEffect(() => {
    if (key === null) {
      if (voice && 'speechSynthesis' in window) window.speechSynthesis.cancel();
      return;
    }
    if (key === lastKey.current) return;
    lastKey.current = key;
    if (voice && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window) {
      window.speechSynthesis.cancel(); // a late word must not run into the next one
      const utterance = new SpeechSynthesisUtterance(word);
      utterance.lang = lang;
      window.speechSynthesis.speak(utterance);
    }
    if (vibrate && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATE_MS);
  }, [key, word, lang, voice, vibrate]);

  // Leaving the screen mid-sentence stops the voice.
  useEffect(
    () => () => {
      if (voice && 'speechSynthesis' in window) window.speechSynthesis.cancel();
    },
    [voice],
  );
}
