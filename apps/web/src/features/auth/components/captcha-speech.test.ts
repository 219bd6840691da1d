import { afterEach, describe, expect, it, vi } from 'vitest';
import { canSpeak, captchaCharacters, speakCaptcha, spokenCaptcha, spokenCharacter } from './captcha-speech';

// The shape the server draws: one jittered <text> per glyph among noise lines.
const serverSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="56"><rect width="100%" height="100%" fill="#eef5f2"/>' +
  '<line x1="1" y1="2" x2="3" y2="4"/>' +
  ['Q', 'a', '7', '&lt;', 'Z', 'k'].map((c, i) => `<text x="${18 + i * 26}" y="38" transform="rotate(12 18 38)">${c}</text>`).join('') +
  '</svg>';

describe('captcha speech', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads the glyphs in drawing order', () => {
    expect(captchaCharacters(serverSvg)).toEqual(['Q', 'a', '7', '<', 'Z', 'k']);
    expect(captchaCharacters('<svg xmlns="http://www.w3.org/2000/svg"><text>AbC123</text></svg>')).toEqual([...'AbC123']);
    expect(captchaCharacters('not svg at all <')).toEqual([]);
  });

  it('says which letters are capitals', () => {
    expect(['A', 'b', '3'].map(spokenCharacter)).toEqual(['capital A', 'small b', '3']);
    expect(spokenCaptcha(serverSvg)).toBe('The code is: capital Q, small a, 7, <, capital Z, small k.');
    expect(spokenCaptcha('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toBe('');
  });

  it('speaks slowly through the browser, replacing what was being read', () => {
    class Utterance {
      rate = 1;
      lang = '';
      constructor(readonly text: string) {}
    }
    vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
    const synth = { cancel: vi.fn(), speak: vi.fn() };
    vi.stubGlobal('speechSynthesis', synth);
    expect(canSpeak()).toBe(true);
    speakCaptcha(serverSvg);
    expect(synth.cancel).toHaveBeenCalledOnce();
    expect(synth.speak).toHaveBeenCalledWith(expect.objectContaining({ text: spokenCaptcha(serverSvg), rate: 0.6, lang: 'en' }));
  });

  it('is not offered where the browser cannot speak', () => {
    expect(canSpeak()).toBe(false);
  });
});
