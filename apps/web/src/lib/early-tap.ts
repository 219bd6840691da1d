/*
 * A prerendered control shows before the page's code runs; a tap on it then would be lost. index.html
 * records such a tap on an element marked `data-early-tap="<id>"` as the same attribute on <html>, until
 * main.tsx marks the app ready (`data-app-ready`); the control takes it once its code is there.
 */
const ATTRIBUTE = 'data-early-tap';

/** Whether the control `id` was tapped before its code ran; true once, then forgotten. */
export function takeEarlyTap(id: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute(ATTRIBUTE) !== id) return false;
  root.removeAttribute(ATTRIBUTE);
  return true;
}

/** From now on the app's own handlers answer every tap. */
export function markAppReady(): void {
  document.documentElement.setAttribute('data-app-ready', '');
}
