import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEnglishSourceMessages } from '@/testing/i18n';
import { activateLocale, screenWordsReady } from './activate-locale';
import { LOCALE_KEY, initialLocale, rememberLocale, storedLocale } from './locale-choice';

afterEach(() => {
  readEnglishSourceMessages();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('activateLocale', () => {
  it("loads the language's catalogues and sets <html lang dir>", async () => {
    const root = document.createElement('html');
    await activateLocale('ar', root);
    expect(i18n.locale).toBe('ar');
    // The shell's words first; the screens' ones once they are here.
    expect(i18n._(msg`Go back`)).toBe('رجوع');
    await screenWordsReady();
    expect(i18n._(msg`Breathe in`)).toBe('شهيق');
    expect(root.lang).toBe('ar');
    expect(root.dir).toBe('rtl');
    await activateLocale('pt-BR', root);
    expect(root.lang).toBe('pt-BR');
    expect(root.dir).toBe('ltr');
  });

  it("lets a first lazy screen download its words beside the shell's, and shows them once the language is active", async () => {
    // A page that has activated no language yet (the module and its Lingui instance, fresh).
    vi.resetModules();
    const fresh = await import('./activate-locale');
    const { i18n: freshI18n } = await import('@lingui/core');
    const root = document.createElement('html');
    const active = fresh.activateLocale('es', root);
    // Asked before the shell's words have arrived: not held until they have.
    const words = fresh.screenWordsReady();
    await Promise.all([active, words]);
    expect(freshI18n.locale).toBe('es');
    expect(freshI18n._(msg`Go back`)).toBe('Volver');
    expect(freshI18n._(msg`Breathe in`)).toBe('Inhala');
  });

  it('gives the pseudo-locale a private-use tag and English formats', async () => {
    const root = document.createElement('html');
    await activateLocale('pseudo', root);
    expect(root.lang).toBe('en-XA');
    expect(i18n.locales).toEqual(['en']);
  });
});

describe('locale choice', () => {
  it("keeps the person's choice on the device, over the browser's suggestion", () => {
    expect(storedLocale()).toBeNull();
    rememberLocale('fr');
    expect(storedLocale()).toBe('fr');
    expect(initialLocale()).toBe('fr');
  });

  it('ignores a stored value that is not a shipped language', () => {
    localStorage.setItem(LOCALE_KEY, 'xx');
    expect(storedLocale()).toBeNull();
  });
});
