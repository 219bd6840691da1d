import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, preloadLocale } from '@/lib/i18n/activate-locale';
import { LOCALE_KEY } from '@/lib/i18n/locale-choice';
import { LOCALES } from '@/lib/i18n/locales';
import { readEnglishSourceMessages, WithI18n } from '@/testing/i18n';
import { LanguagePicker, LanguageSettings } from './language-picker';

// The real loader (each language's .po compiled by the Lingui Vite plugin), watched so a test can see it
// called, or make it fail as it does offline.
vi.mock('@/lib/i18n/activate-locale', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n/activate-locale')>();
  return { ...actual, activateLocale: vi.fn(actual.activateLocale), preloadLocale: vi.fn(actual.preloadLocale) };
});

const html = document.documentElement;

beforeEach(() => {
  html.lang = 'en';
  html.dir = 'ltr';
});

afterEach(() => {
  // Back to the English source messages for the next test.
  readEnglishSourceMessages();
  html.removeAttribute('lang');
  html.removeAttribute('dir');
});

const renderPicker = (ui = <LanguagePicker />) => ({ user: userEvent.setup(), ...render(ui, { wrapper: WithI18n }) });

describe('language picker', () => {
  it('lists every language by its own name, marked with its language', () => {
    renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(LOCALES.map((locale) => locale.name));
    expect(options.map((option) => option.getAttribute('lang'))).toEqual(LOCALES.map((locale) => locale.code));
    expect(screen.getByRole('option', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
    // English is reviewed: no note.
    expect(screen.queryByText('Machine-drafted, not yet reviewed')).not.toBeInTheDocument();
  });

  it('shows the chosen language at once, without a reload, and keeps it on this device', async () => {
    const { user } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'es');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'es'));
    expect(html).toHaveAttribute('dir', 'ltr');
    expect(vi.mocked(activateLocale)).toHaveBeenCalledWith('es');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('es');
    expect(select).toHaveValue('es');
    // Not yet read by a native speaker: the picker says so (in Spanish once translated), tied to the select.
    const note = document.getElementById(select.getAttribute('aria-describedby') ?? '');
    expect(note).toHaveClass('language-picker__note');
    expect(note).not.toBeEmptyDOMElement();
  });

  it('turns the page right-to-left for Arabic, and back', async () => {
    const { user } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'ar');
    await waitFor(() => expect(html).toHaveAttribute('dir', 'rtl'));
    expect(html).toHaveAttribute('lang', 'ar');
    await user.selectOptions(select, 'en');
    await waitFor(() => expect(html).toHaveAttribute('dir', 'ltr'));
    expect(html).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('en');
    expect(select).not.toHaveAttribute('aria-describedby');
  });

  it('while the words download, shows the choice and says it is machine-drafted', async () => {
    vi.mocked(activateLocale).mockReturnValueOnce(new Promise(() => {}));
    const { user } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'de');
    expect(select).toHaveValue('de');
    expect(select).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Machine-drafted, not yet reviewed')).toBeInTheDocument();
    expect(html).toHaveAttribute('lang', 'en');
  });

  it('ends in the last language chosen when choices come quicker than downloads', async () => {
    const { user } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'de');
    await user.selectOptions(select, 'pt-BR');
    await user.selectOptions(select, 'ar');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'ar'));
    expect(html).toHaveAttribute('dir', 'rtl');
    expect(select).toHaveValue('ar');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('ar');
  });

  it('keeps the current language and says so calmly when the language cannot be downloaded', async () => {
    vi.mocked(activateLocale).mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { user } = renderPicker();
    const select = screen.getByRole('combobox', { name: 'Language' });
    await user.selectOptions(select, 'fr');
    expect(await screen.findByRole('status')).toHaveTextContent('This language could not be loaded. Check your connection and try again.');
    expect(select).toHaveValue('en');
    expect(html).toHaveAttribute('lang', 'en');
    // Next time the app does not open in the language that could not load.
    expect(localStorage.getItem(LOCALE_KEY)).not.toBe('fr');

    // Back online: trying again works, and the message goes.
    await user.selectOptions(select, 'fr');
    await waitFor(() => expect(html).toHaveAttribute('lang', 'fr'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('starts downloading the other languages when the picker gets focus', async () => {
    const { user } = renderPicker();
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveFocus();
    const preloaded = vi.mocked(preloadLocale).mock.calls.map(([code]) => code);
    expect(preloaded).toEqual(LOCALES.map((locale) => locale.code).filter((code) => code !== 'en'));
  });

  it('compact (the landing screen): a globe and the word beside the list', () => {
    const { container } = renderPicker(<LanguagePicker compact />);
    const label = container.querySelector('label')!;
    expect(label.querySelector('svg')).toBeInTheDocument();
    expect(label).toHaveTextContent('Language');
    expect(label).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Language' })).toBeInTheDocument();
  });

  it('Settings › Language: a section with the picker', () => {
    renderPicker(<LanguageSettings />);
    const section = screen.getByRole('region', { name: 'Language' });
    expect(section).toContainElement(screen.getByRole('combobox', { name: 'Language' }));
  });
});
