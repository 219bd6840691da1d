import { expect, type Page } from '@playwright/test';

/*
 * Button labels must stay readable (WCAG 1.4.3, 4.5:1) in every state a person can put them in.
 * axe checks only the state the page is in when it runs, and it skips text whose background it cannot
 * settle — a red label on a red pill that turns white only on :hover passed it. This computes the ratio
 * itself: the label's colour against the colour actually behind it (walking up the ancestors, blending
 * see-through backgrounds, trying every stop of a gradient), at rest, under the pointer and focused.
 * Theme-agnostic: run it again after switching the page to another theme.
 */

export const MIN_CONTRAST = 4.5;

/** What counts as a button: real buttons, anything acting as one, and links drawn as buttons. */
export const BUTTON_SELECTOR = 'button, [role="button"], input[type="submit"], input[type="button"], a.btn';

export type LabelContrast = { text: string; color: string; background: string; ratio: number };

type Measured = { index: number; name: string; result: LabelContrast | null };

/**
 * Runs in the page, self-contained: for each element that counts (visible and enabled; disabled buttons are
 * exempt, WCAG 1.4.3 on inactive controls) its name and lowest label contrast as it is now, or — with
 * `focus` — while focused (focus(), as Playwright's locator.focus() does, then blur()). Finite transitions and
 * animations are finished first, so the colours are the ones a person ends up seeing (see settleAnimations).
 */
function measureButtons(elements: Element[], focus: boolean): Measured[] {
  /**
   * The lowest contrast among the element's label texts (or, for an icon-only button, its own colour,
   * which its icon draws with). Runs in the page; must stay self-contained.
   */
  function lowestLabelContrast(element: Element): LabelContrast | null {
    type RGBA = [number, number, number, number];
    const parse = (value: string): RGBA | null => {
      const rgb = value.match(/^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+)(%?))?\s*\)$/);
      if (rgb) {
        const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
        return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
      }
      const srgb = value.match(/^color\(srgb\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)(?:\s*\/\s*([\d.]+))?\s*\)$/);
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
      return null;
    };
    const over = (top: RGBA, below: RGBA): RGBA => {
      const a = top[3] + below[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + below[i] * below[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: RGBA) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const ratio = (a: RGBA, b: RGBA) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const show = (c: RGBA) => `rgb(${c.slice(0, 3).map(Math.round).join(', ')}${c[3] < 1 ? ` / ${c[3].toFixed(2)}` : ''})`;

    /** Every colour the backdrop can be behind `from`: one, or one per gradient stop. */
    const backdrops = (from: Element): RGBA[] => {
      const layers: RGBA[][] = [];
      for (let node: Element | null = from; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        const stops = style.backgroundImage.includes('gradient')
          ? (style.backgroundImage.match(/rgba?\([^)]*\)|color\(srgb[^)]*\)/g) ?? []).map(parse).filter((c): c is RGBA => c !== null)
          : [];
        const color = parse(style.backgroundColor) ?? [0, 0, 0, 0];
        const layer = stops.length ? stops.map((s) => over(s, color)) : [color];
        layers.push(layer);
        if (layer.every((c) => c[3] >= 1)) break;
      }
      // The canvas under everything is white unless the root painted something.
      let result: RGBA[] = [[255, 255, 255, 1]];
      for (const layer of layers.reverse()) result = layer.flatMap((top) => result.map((below) => over(top, below)));
      return result;
    };

    const holders = new Set<Element>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent) continue;
      const box = parent.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(parent).visibility === 'hidden') continue;
      holders.add(parent);
    }
    if (element instanceof HTMLInputElement) holders.add(element);
    if (holders.size === 0) holders.add(element);

    let worst: LabelContrast | null = null;
    for (const holder of holders) {
      const text = parse(getComputedStyle(holder).color);
      if (!text) throw new Error(`unreadable colour ${getComputedStyle(holder).color}`);
      for (const backdrop of backdrops(holder)) {
        const shown = over(text, backdrop);
        const value = ratio(shown, backdrop);
        if (!worst || value < worst.ratio) {
          const label = (element instanceof HTMLInputElement ? element.value : holder.textContent) || element.getAttribute('aria-label') || '';
          worst = { text: label.trim().slice(0, 40), color: show(shown), background: show(backdrop), ratio: Math.round(value * 100) / 100 };
        }
      }
    }
    return worst;
  }

  const settle = () => {
    for (const a of document.getAnimations()) {
      if (Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)) a.finish();
    }
  };
  /** As Playwright's isVisible() and isDisabled() judge it. */
  const counts = (el: Element) => {
    const box = el.getBoundingClientRect();
    const visible = box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
    return visible && !el.matches(':disabled') && !el.closest('[aria-disabled="true"]');
  };
  const name = (el: Element) =>
    (el.getAttribute('aria-label') || (el as HTMLElement).innerText || (el as HTMLInputElement).value || el.outerHTML.slice(0, 60))
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);
  const measured: Measured[] = [];
  elements.forEach((el, index) => {
    if (!counts(el)) return;
    if (focus) (el as HTMLElement).focus();
    settle();
    measured.push({ index, name: name(el), result: lowestLabelContrast(el) });
    if (focus) (el as HTMLElement).blur();
  });
  return measured;
}

const STATES = ['at rest', 'hovered', 'focused'] as const;

/**
 * Every visible, enabled button in `within` (default: the whole page) at rest, hovered and focused;
 * returns one line per label below 4.5:1, button by button. At rest and focused are measured for all
 * buttons in one trip to the page each; hovering takes a real pointer, so that is one hover and one
 * measurement per button (a forced :hover would miss rules on a hovered ancestor).
 */
export async function lowContrastButtons(page: Page, { within = 'body' }: { within?: string } = {}) {
  const buttons = page.locator(within).locator(BUTTON_SELECTOR);
  const atRest = await buttons.evaluateAll(measureButtons, false);
  const hovered: Measured[] = [];
  for (const { index } of atRest) {
    const button = buttons.nth(index);
    await button.hover();
    hovered.push(...(await button.evaluateAll(measureButtons, false)).map((m) => ({ ...m, index })));
  }
  await page.mouse.move(0, 0);
  const focused = await buttons.evaluateAll(measureButtons, true);

  const failures: { index: number; state: number; line: string }[] = [];
  [atRest, hovered, focused].forEach((measured, state) => {
    for (const { index, name, result } of measured) {
      if (result && result.ratio < MIN_CONTRAST) {
        const line = `"${name}" ${STATES[state]}: ${result.ratio}:1 (${result.color} on ${result.background}, "${result.text}")`;
        failures.push({ index, state, line });
      }
    }
  });
  return failures.sort((a, b) => a.index - b.index || a.state - b.state).map((f) => f.line);
}

/**
 * Fails the test (softly: every screen of a test is still checked), naming each button, state and
 * colour pair below 4.5:1; `screen` names where it was.
 */
export async function expectReadableButtons(page: Page, screen: string, options: { within?: string } = {}) {
  expect.soft(await lowContrastButtons(page, options), `button contrast on ${screen}`).toEqual([]);
}
