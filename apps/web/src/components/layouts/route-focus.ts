import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After an in-app navigation, move focus to the new screen's heading so screen-reader and
 * keyboard users start at the top of the new content (not on the link they just used).
 */
export function useFocusHeadingOnNavigation(containerId: string) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>(`#${containerId} h1`);
    if (!heading) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
  }, [pathname, containerId]);
}
