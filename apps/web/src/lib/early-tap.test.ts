import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { markAppReady, takeEarlyTap } from './early-tap';

/** The recorder as index.html ships it, run here on the test's document. */
function runIndexRecorder() {
  const html = readFileSync(path.join(__dirname, '../../index.html'), 'utf8');
  const script = [...html.matchAll(/<script>([^<]*data-early-tap[^<]*)<\/script>/g)].map((m) => m[1]);
  expect(script).toHaveLength(1);
  new Function(script[0]!)();
}

describe('a tap before the code runs', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-early-tap');
    document.documentElement.removeAttribute('data-app-ready');
    document.body.replaceChildren();
  });

  it('is recorded by index.html and taken once by its control', () => {
    runIndexRecorder();
    document.body.innerHTML = '<button data-early-tap="breathing-start"><span>Start</span></button>';
    document.querySelector('span')!.click();
    expect(takeEarlyTap('other')).toBe(false);
    expect(takeEarlyTap('breathing-start')).toBe(true);
    expect(takeEarlyTap('breathing-start')).toBe(false);
  });

  it('is left to the app once it is ready', () => {
    runIndexRecorder();
    markAppReady();
    document.body.innerHTML = '<button data-early-tap="breathing-start">Start</button>';
    document.querySelector('button')!.click();
    expect(takeEarlyTap('breathing-start')).toBe(false);
  });
});
