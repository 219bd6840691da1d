import { i18n } from '@lingui/core';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '@/lib/auth-token';
import { LOCALE_KEY } from '@/lib/i18n/locale-choice';
import { QUICK_EXIT_KEY, setQuickExit } from '@/lib/quick-exit/quick-exit-setting';
import { readEnglishSourceMessages } from '@/testing/i18n';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp, shellHandlers, testAccount } from '@/testing/render-app';
import { ACCOUNT_DELETED_NOTICE, SIGNED_OUT_EVERYWHERE_NOTICE } from './settings';

// The first screen of each test is a lazily loaded route: give it time on a busy machine.
configure({ asyncUtilTimeout: 5000 });

describe('settings', () => {
  it('shows the username and email, with links to edit the profile and to the FAQ', async () => {
    renderApp('/Settings', { token: 'jwt-1' });
    expect(await screen.findByText('sam')).toBeInTheDocument();
    expect(screen.getByText('sam@example.com')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(nav).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute('href', '/Profile');
    expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/pages/faq');
    expect(within(nav).getByRole('link', { name: 'Summary for my therapist' })).toHaveAttribute('href', '/summary');
  });
});

describe('quick exit', () => {
  afterEach(() => setQuickExit(false));

  it('is off until turned on here; on, the header offers Exit beside SOS, kept on this device', async () => {
    const { user } = renderApp('/Settings', { token: 'jwt-1' });
    const section = await screen.findByRole('region', { name: 'Privacy on this device' });
    const toggle = within(section).getByRole('switch', { name: 'Quick exit' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(/Shift pressed three times/);
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('button', { name: 'Exit' })).toBeNull();

    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(QUICK_EXIT_KEY)).toBe('on');
    const exit = within(header).getByRole('button', { name: 'Exit' });
    // Beside SOS, before it: SOS keeps its place.
    expect(exit.compareDocumentPosition(within(header).getByRole('link', { name: 'SOS' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await user.click(toggle);
    expect(localStorage.getItem(QUICK_EXIT_KEY)).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Exit' })).toBeNull();
  });
});

describe('language', () => {
  afterEach(() => {
    readEnglishSourceMessages();
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it('has a Language section whose choice applies at once and is kept on this device and the account', async () => {
    const saved: unknown[] = [];
    const { user, router } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'PUT /api/account/profile': (request) => (saved.push(request.body), json({ ...testAccount, locale: 'ar' })) }),
    });
    const section = await screen.findByRole('region', { name: 'Language' });
    const select = within(section).getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('en');
    await user.selectOptions(select, 'ar');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem(LOCALE_KEY)).toBe('ar');
    await waitFor(() => expect(saved).toEqual([{ locale: 'ar' }]));
    // Machine-drafted: a note (in Arabic once translated) is tied to the picker.
    expect(document.getElementById(select.getAttribute('aria-describedby') ?? '')).not.toBeEmptyDOMElement();
    // No reload: still the same screen.
    expect(router.state.location.pathname).toBe('/Settings');
    expect(screen.getByText('sam')).toBeInTheDocument();
  });
});

describe('downloading my data', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(URL, 'createObjectURL');
    // The page gives the address back a second after the download (lib/save-file), which may be after
    // this test has ended: that late call still finds a harmless revokeObjectURL.
    Object.assign(URL, { revokeObjectURL: () => {} });
  });

  // jsdom's Blob has no text(): read it the older way.
  const readText = (blob: Blob) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(blob);
    });

  /** Catches the file the page hands to the browser: its name and its text. */
  const catchDownloads = () => {
    const files: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: lend it a pair for this test only.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:test/${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      files.push({ name: this.download, blob: blobs.get(this.href)! });
    });
    return files;
  };

  it('fetches the export with the token and saves it as steady-data-YYYY-MM-DD.json', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    const files = catchDownloads();
    const exported = { profile: { username: 'sam' }, diary: [], safetyPlan: null };
    const { user, network } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account/export': () => json(exported) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/account/export')[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(files).toHaveLength(1);
    expect(files[0]!.name).toBe('steady-data-2026-11-25.json');
    expect(files[0]!.blob.type).toBe('application/json');
    expect(JSON.parse(await readText(files[0]!.blob))).toEqual(exported);
  });

  it('saves the FHIR export as steady-data-YYYY-MM-DD.fhir.json, labelled as FHIR', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 9, 0));
    const files = catchDownloads();
    const bundle = { resourceType: 'Bundle', type: 'collection', entry: [] };
    const { user, network } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account/export/fhir': () => json(bundle) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download for a health record (FHIR)' }));
    expect(await screen.findByText('Your file has been downloaded.')).toBeInTheDocument();
    expect(network.callsTo('GET', '/api/account/export/fhir')).toHaveLength(1);
    expect(network.callsTo('GET', '/api/account/export')).toHaveLength(0);
    expect(files[0]!.name).toBe('steady-data-2026-11-25.fhir.json');
    expect(files[0]!.blob.type).toBe('application/fhir+json');
    expect(JSON.parse(await readText(files[0]!.blob))).toEqual(bundle);
  });

  it('says clearly when the download failed, and saves nothing', async () => {
    const files = catchDownloads();
    const { user } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'GET /api/account/export': () => strapiError(503, 'Service Unavailable') }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't download your data. We are having trouble reaching our service right now.");
    expect(files).toHaveLength(0);
  });
});

describe('deleting the account', () => {
  const openDialog = async (user: ReturnType<typeof renderApp>['user']) => {
    await screen.findByText('sam');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    return screen.findByRole('alertdialog', { name: 'Delete your account?' });
  };

  it('asks for the password, and keeps the account on a wrong one', async () => {
    const { user, network } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/delete': () => strapiError(400, 'The password is not correct', 'ValidationError') }),
    });
    const dialog = await openDialog(user);
    expect(within(dialog).getByText(/This cannot be undone/)).toBeInTheDocument();
    // What the server deletes, named so the words are true.
    expect(within(dialog).getByText(/your safety plan, diary entries and distress ratings/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('Enter your password to delete your account')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/account/delete')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Your password'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is not correct');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');

    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('deletes it with the password, signs out and says so on the login screen', async () => {
    const { user, network, router } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/delete': () => json({ deleted: true }) }),
    });
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Your password'), 'correct horse');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(i18n._(ACCOUNT_DELETED_NOTICE))).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/Login');
    expect(network.callsTo('POST', '/api/account/delete')[0]?.body).toEqual({ password: 'correct horse' });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // Shown once: the next visit to the login screen says nothing.
    expect(sessionStorage.getItem('steady.notice')).toBeNull();
    // The account is gone, and its tokens with it: nothing more to tell the server.
    expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });
});

describe('logging out everywhere', () => {
  const openDialog = async (user: ReturnType<typeof renderApp>['user']) => {
    await screen.findByText('sam');
    await user.click(screen.getByRole('button', { name: 'Log out on all devices' }));
    return screen.findByRole('alertdialog', { name: 'Log out on all devices?' });
  };

  it('asks first, with staying logged in as the safe answer and SOS within reach', async () => {
    const { user, network } = renderApp('/Settings', { token: 'jwt-1' });
    const dialog = await openDialog(user);
    expect(dialog).toHaveTextContent('You will be logged out on every device where you use Steady, this one too.');
    expect(within(dialog).getByRole('button', { name: 'Stay logged in' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'SOS' })).toHaveAttribute('href', '/pages/contact');
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(network.callsTo('POST', '/api/account/sign-out-everywhere')).toHaveLength(0);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
  });

  it('ends every sign-in on the server, then logs out here and says so on the login screen', async () => {
    const { user, network, router } = renderApp('/Settings', { token: 'jwt-1' });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out on all devices' }));
    expect(await screen.findByText(i18n._(SIGNED_OUT_EVERYWHERE_NOTICE))).toHaveAttribute('role', 'status');
    expect(router.state.location.pathname).toBe('/Login');
    const calls = network.callsTo('POST', '/api/account/sign-out-everywhere');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    // The server ended this token with the others.
    expect(network.callsTo('POST', '/api/auth/logout')).toHaveLength(0);
  });

  it('says so when it could not, and stays logged in', async () => {
    const { user, router } = renderApp('/Settings', {
      token: 'jwt-1',
      handlers: shellHandlers({ 'POST /api/account/sign-out-everywhere': () => strapiError(503, 'Service Unavailable') }),
    });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log out on all devices' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't log you out on all devices. We are having trouble reaching our service right now.",
    );
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('jwt-1');
    expect(router.state.location.pathname).toBe('/Settings');
  });
});
