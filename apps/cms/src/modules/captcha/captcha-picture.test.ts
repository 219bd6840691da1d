import { describe, expect, it } from 'vitest';
import { ALPHABET } from './captcha';
import { GLYPHS } from './captcha-font';
import { renderCaptchaSvg } from './captcha-picture';

const elements = (svg: string) => [...svg.matchAll(/<([a-zA-Z]+)\b/g)].map((m) => m[1]);
const attributeNames = (svg: string) => new Set([...svg.matchAll(/\s([a-zA-Z:-]+)="/g)].map((m) => m[1]));

describe('the captcha picture', () => {
  it('has an outline for every character a code can hold', () => {
    expect([...ALPHABET].filter((ch) => !GLYPHS[ch])).toEqual([]);
  });

  it('draws the code with paths only: no text, label, id or data a client could read', () => {
    for (let i = 0; i < 50; i++) {
      const code = [...ALPHABET]
        .sort(() => Math.random() - 0.5)
        .slice(0, 6)
        .join('');
      const svg = renderCaptchaSvg(code);
      expect(new Set(elements(svg))).toEqual(new Set(['svg', 'rect', 'path']));
      expect(
        [...attributeNames(svg)].filter(
          (a) => !['xmlns', 'width', 'height', 'viewBox', 'fill', 'd', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin'].includes(a),
        ),
      ).toEqual([]);
      // Between the tags and inside the path data there is nothing but numbers and M/L commands.
      expect(svg.replace(/<[^>]*>/g, '')).toBe('');
      for (const [, d] of svg.matchAll(/ d="([^"]*)"/g)) expect(d).toMatch(/^[ML0-9. -]*$/);
      expect(svg).not.toContain(code);
    }
  });

  it('draws the same code differently each time, and different codes differently', () => {
    const a = renderCaptchaSvg('Ab3dEf');
    expect(renderCaptchaSvg('Ab3dEf')).not.toBe(a);
    expect(renderCaptchaSvg('Qr7tKm')).not.toBe(a);
  });

  it('does not give the glyphs away by the number of path commands', () => {
    const numbers = (svg: string) => (svg.match(/\d+(?:\.\d+)?/g) ?? []).length;
    const counts = new Set(Array.from({ length: 20 }, () => numbers(renderCaptchaSvg('AAAAAA'))));
    expect(counts.size).toBeGreaterThan(1);
  });
});
