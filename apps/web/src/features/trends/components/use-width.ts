import { useEffect, useState } from 'react';

/**
 * The width in CSS pixels of the element given to the returned ref, followed as it changes (rotation,
 * text size, window). A callback ref, so an element that comes back (the chart after the table) is measured again.
 */
export function useWidth(initial = 640): [(element: HTMLElement | null) => void, number] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [width, setWidth] = useState(initial);
  useEffect(() => {
    if (!element) return;
    setWidth(element.clientWidth || initial);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, initial]);
  return [setElement, width];
}
