/**
 * Calls `send` now, whenever the connection returns, and every `intervalMs` while `hasWaiting()` says
 * something is still kept on the device. Returns the function that stops it.
 */
export function sendWhileWaiting(hasWaiting: () => boolean, send: () => void, intervalMs: number): () => void {
  const flush = () => {
    if (navigator.onLine && hasWaiting()) send();
  };
  window.addEventListener('online', flush);
  const timer = window.setInterval(flush, intervalMs);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
  };
}
