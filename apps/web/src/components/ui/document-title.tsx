import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { linkManifest } from '@/lib/i18n/manifest-link';
import { linkIcon, NEUTRAL_NAME, useNeutralFaceOn } from '@/lib/neutral-face/neutral-face-setting';
import { useCover } from '@/lib/quick-exit/page-cover';

/**
 * React 19 hoists <title> into <head>, the latest mounted first. While the quick exit's cover is up the
 * screen's title stays away, so a tab switcher shows only the cover's (components/layouts/quick-exit-cover).
 * On a device that asked for a neutral face every screen is 'Notes', under a plain icon and manifest
 * (docs/decisions/025-neutral-face.md); every screen has a title, so the icon and manifest follow the
 * setting from here, also when another tab changes it.
 */
export function DocumentTitle({ title }: { title: string }) {
  const covered = useCover() !== null;
  const neutral = useNeutralFaceOn();
  const { i18n } = useLingui();
  useEffect(() => {
    linkIcon(neutral);
    linkManifest(i18n.locale, neutral);
  }, [neutral, i18n.locale]);
  if (covered) return null;
  if (neutral) return <title>{NEUTRAL_NAME}</title>;
  return <title>{title ? `${title} · Steady` : 'Steady'}</title>;
}
