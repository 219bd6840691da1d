import { useCover } from '@/lib/quick-exit/page-cover';

/**
 * React 19 hoists <title> into <head>, the latest mounted first. While the quick exit's cover is up the
 * screen's title stays away, so a tab switcher shows only the cover's (components/layouts/quick-exit-cover).
 */
export function DocumentTitle({ title }: { title: string }) {
  const covered = useCover() !== null;
  if (covered) return null;
  return <title>{title ? `${title} · Steady` : 'Steady'}</title>;
}
