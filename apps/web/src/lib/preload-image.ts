/**
 * Starts downloading an image a screen is about to show, before that screen's code has rendered it: the
 * browser keeps the answer and the screen's `<img>` with the same address uses it. Nothing without a URL
 * or outside a browser (prerendering, tests without a DOM).
 */
export function preloadImage(url: string | undefined): void {
  if (!url || typeof Image === 'undefined') return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.decoding = 'async';
  image.src = url;
}
