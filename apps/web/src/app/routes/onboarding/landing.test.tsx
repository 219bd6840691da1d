import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_KEY } from '@/lib/i18n/locale-choice';
import { QUICK_EXIT_KEY, setQuickExit } from '@/lib/quick-exit/quick-exit-setting';
import { readEnglishSourceMessages } from '@/testing/i18n';
import { renderApp } from '@/testing/render-app';

// The first screen is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  readEnglishSourceMessages();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('landing screen', () => {
  it('offers the quick exit in one sentence, off until turned on', async () => {
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Steady/ });
    const toggle = screen.getByRole('switch', { name: 'Quick exit' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'If someone might see your screen, a quick exit swaps Steady for a neutral website with one tap or Shift pressed three times.',
    );
    await user.click(toggle);
    expect(localStorage.getItem(QUICK_EXIT_KEY)).toBe('on');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Exit' })).toBeInTheDocument();
    setQuickExit(false);
  });

  it('offers the language picker first, with a globe, for someone who cannot read English', async () => {
    const { user, router } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /Steady/ });
    const main = screen.getByRole('main');
    const select = within(main).getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    // Before the heading and the ways in.
    expect(select.compareDocumentPosition(within(main).getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(select.labels[0]?.querySelector('svg')).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');

    await user.selectOptions(select, 'fr');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'fr'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('fr');
    // No reload: the same screen, in French (its words are not checked: the catalogue may still be empty).
    expect(router.state.location.pathname).toBe('/');
    expect(select).toHaveValue('fr');
  });
});
