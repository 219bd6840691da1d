import { expect, type Page } from '@playwright/test';

/*
 * Every control a finger has to hit is at least 44 × 44 CSS px (WCAG 2.5.5, Apple's and our own
 * --tap). Measured in the browser on what the page shows now, at whatever size the page is.
 *
 * Exempt, as WCAG 2.5.8 allows: a link inside a sentence ("inline": its size is set by the line of
 * text around it, and enlarging it would break the reading). An input is measured through the label
 * a tap on which works it (below).
 */

export const MIN_TARGET = 44;

export const TARGET_SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], summary';

export type SmallTarget = { name: string; width: number; height: number };

/** Runs in the page; must stay self-contained. */
function smallTargets([selector, min]: [string, number]): SmallTarget[] {
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    const style = getComputedStyle(el);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0;
  };
  /** A link in running text: a sibling text node with words sits beside it inside a text block. */
  const inline = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.closest('p, li, dd, td, label, figcaption, blockquote');
    if (!block) return false;
    const words = (block.textContent ?? '').replace(el.textContent ?? '', '').trim();
    return words.length > 0;
  };
  /**
   * A tap on an input's label works the input, so a checkbox or radio inside its <label> is hit through
   * the whole label, and a visually hidden input (1 × 1, clipped) through its label wherever it is.
   */
  const target = (el: Element): Element => {
    if (!(el instanceof HTMLInputElement)) return el;
    const wrapping = el.closest('label');
    if (wrapping) return wrapping;
    const box = el.getBoundingClientRect();
    const hidden = box.width <= 2 || box.height <= 2 || getComputedStyle(el).opacity === '0';
    return hidden && el.labels?.length ? el.labels[0]! : el;
  };
  const name = (el: Element) =>
    (el.getAttribute('aria-label') || (el as HTMLElement).innerText || (el as HTMLInputElement).value || el.getAttribute('name') || el.outerHTML)
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 50);

  const small: SmallTarget[] = [];
  for (const el of document.querySelectorAll(selector)) {
    if (el.closest('[aria-hidden="true"], [inert]') || inline(el)) continue;
    const measured = target(el);
    if (!visible(measured)) continue;
    const box = measured.getBoundingClientRect();
    // Sub-pixel layout: 43.99 is 44.
    if (Math.round(box.width) < min || Math.round(box.height) < min) {
      small.push({ name: `${el.tagName.toLowerCase()} "${name(el)}"`, width: Math.round(box.width), height: Math.round(box.height) });
    }
  }
  return small;
}

/** Controls under 44 × 44 px on the page as it is now (`within` narrows it, e.g. to an open dialog). */
export function smallTouchTargets(page: Page, { within = 'body' }: { within?: string } = {}) {
  return page.evaluate(smallTargets, [`${within} :is(${TARGET_SELECTOR})`, MIN_TARGET] as [string, number]);
}

/** Fails the test (softly), naming each control smaller than 44 × 44 px and its size; `screen` names where. */
export async function expectTouchTargets(page: Page, screen: string, options: { within?: string } = {}) {
  const small = await smallTouchTargets(page, options);
  expect
    .soft(
      small.map((s) => `${s.name}: ${s.width}×${s.height}`),
      `touch targets on ${screen}`,
    )
    .toEqual([]);
}
