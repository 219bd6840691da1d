import { msg } from '@lingui/core/macro';

/**
 * The installed app's words — its description and its shortcuts' names — as the manifest in pwa.config.ts
 * has them in English. They are here to be translated with the rest (the app never shows them itself):
 * scripts/localized-manifests.mjs writes one manifest per language from the catalogues' translations,
 * and lib/i18n/manifest-link.ts points the page at the person's.
 */
export const MANIFEST_WORDS = [
  msg({
    message: 'Self-guided coping skills, breathing and support for moments of stress.',
    comment: "The installed app's description (install prompt, app list)",
  }),
  msg({ message: 'Get help now', comment: 'Shortcut of the installed app to the SOS page' }),
  msg({ message: 'My safety plan', comment: 'Shortcut of the installed app to the safety plan' }),
  msg({ message: 'Breathe', comment: 'Shortcut of the installed app to the breathing exercise' }),
];
