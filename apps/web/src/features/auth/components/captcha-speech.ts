/**
 * The audio alternative of the captcha picture (WCAG 1.1.1): the browser's own speech synthesis
 * spells the code out, saying which letters are capitals, since the answer is case-sensitive.
 * The picture's glyphs are SVG text (decision 001), so this reads exactly what the canvas shows.
 */

/** The characters of the captcha picture, in drawing order. */
export function captchaCharacters(svg: string): string[] {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (doc.querySelector('parsererror')) return [];
  const text = [...doc.querySelectorAll('text')].map((node) => node.textContent ?? '').join('');
  return [...text.replace(/\s+/g, '')];
}

/** How one character is said: 'capital A', 'small b', '3'. */
export function spokenCharacter(character: string): string {
  if (/[A-Z]/.test(character)) return `capital ${character}`;
  if (/[a-z]/.test(character)) return `small ${character}`;
  return character;
}

/** The sentence read out for a captcha picture, or '' when it holds no characters. */
export function spokenCaptcha(svg: string): string {
  const characters = captchaCharacters(svg);
  return characters.length ? `The code is: ${characters.map(spokenCharacter).join(', ')}.` : '';
}

export function canSpeak(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

/** Reads the code out slowly, replacing anything still being read. */
export function speakCaptcha(svg: string, synth: SpeechSynthesis = window.speechSynthesis): void {
  const sentence = spokenCaptcha(svg);
  if (!sentence) return;
  const utterance = new window.SpeechSynthesisUtterance(sentence);
  utterance.rate = 0.6;
  utterance.lang = 'en';
  synth.cancel();
  synth.speak(utterance);
}
