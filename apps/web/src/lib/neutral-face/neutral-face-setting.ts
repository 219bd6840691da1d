import { useSyncExternalStore } from 'react';
import { createDeviceSwitch } from '@/lib/device-switch';

/**
 * Whether this device shows Steady under a plain name and icon (docs/decisions/025-neutral-face.md): the
 * tab's title, its icon and the manifest an install reads. Off unless the person turns it on, and kept on
 * the device like the quick exit, since it is about who may pick up this phone. index.html's inline
 * script reads the same key before first paint: keep the names below in step with it
 * (neutral-face-setting.test.ts runs that script).
 */
export const NEUTRAL_FACE_KEY = 'steady.neutralFace';
/** The tab's title on every screen, and the installed app's name. */
export const NEUTRAL_NAME = 'Notes';
export const NEUTRAL_ICON = '/icons/notes.svg';
export const NEUTRAL_MANIFEST = '/manifest-notes.webmanifest';
export const STEADY_ICON = '/favicon.svg';

const neutralFace = createDeviceSwitch(NEUTRAL_FACE_KEY);

/** Off where there is no storage (blocked, or prerendering at build time): Steady's own face. */
export const neutralFaceOn = neutralFace.isOn;
export const setNeutralFace = neutralFace.set;

/**
 * The device's choice, while hydrating too: a <title> is hoisted into <head>, not hydrated in place, so
 * reading it at once cannot mismatch, and a prerendered screen never shows 'Steady' in the tab for a moment.
 * At build time there is no storage: off.
 */
export const useNeutralFaceOn = () => useSyncExternalStore(neutralFace.subscribe, neutralFaceOn, neutralFaceOn);

/** Points the page's icon at the plain one or Steady's (the manifest: lib/i18n/manifest-link). */
export function linkIcon(on: boolean) {
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  const href = on ? NEUTRAL_ICON : STEADY_ICON;
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
