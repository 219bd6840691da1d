import type { Plugin } from 'vite';

export function localizedManifest(manifest: object, localesDir: string, locale: string): Record<string, unknown>;
export function localizedManifests(options: { manifest: unknown; locales: string[]; localesDir: string }): Plugin;
