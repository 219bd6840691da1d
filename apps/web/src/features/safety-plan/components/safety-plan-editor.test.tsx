import { SAFETY_PLAN_LIMITS, type SafetyPlan, type SafetyPlanSections } from '@steady/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, strapiError, type MockHandler, type MockRequest } from '@/testing/mock-fetch';
import { clearOutbox, flushOutbox, queueWrite } from '@/lib/offline-outbox';
import { renderApp, shellHandlers } from '@/testing/render-app';

const emptySections = (): SafetyPlanSections => ({
  warningSigns: [],
  copingAlone: [],
  distractions: [],
  helpers: [],
  professionals: [],
  safeEnvironment: [],
  reasonsForLiving: [],
});

const planWith = (sections: Partial<SafetyPlanSections> = {}, hasPicture = false): SafetyPlan => ({
  sections: { ...emptySections(), ...sections },
  hasPicture,
  updatedAt: null,
});

/** A server that keeps what is PUT and answers with it. */
function planServer(initial = planWith(), overrides: Record<string, MockHandler> = {}) {
  let plan = initial;
  return shellHandlers({
    'GET /api/account/safety-plan': () => json(plan),
    'PUT /api/account/safety-plan': (request: MockRequest) => {
      plan = { ...plan, ...(request.body as object), updatedAt: new Date().toISOString() };
      return json(plan);
    },
    ...overrides,
  });
}

const lastPut = (network: ReturnType<typeof renderApp>['network']) =>
  network.callsTo('PUT', '/api/account/safety-plan').at(-1)?.body as { sections: SafetyPlanSections } | undefined;

describe('safety plan editor', () => {
  it('shows the six steps in order, then reasons for living, with examples only as placeholders', async () => {
    renderApp('/safety-plan', { token: 'jwt-1', handlers: planServer() });
    expect(await screen.findByRole('heading', { level: 1, name: 'My safety plan' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: /Warning signs/ });
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 7)).toEqual([
      'Step 1Warning signs',
      'Step 2Things I can do on my own',
      'Step 3People and places that take my mind off things',
      'Step 4People I can ask for help',
      'Step 5Professionals and services',
      'Step 6Making my space safer',
      'My reasons for living',
    ]);
    // Nothing pre-filled: no fields until the person adds an item.
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.getAllByText('Nothing here yet.')).toHaveLength(7);
  });

  it('offline, keeps the plan on this device and says so; it is sent when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => clearOutbox());
    const { user, network } = renderApp('/safety-plan', { token: 'jwt-1', handlers: planServer() });
    await user.click(await screen.findByRole('button', { name: 'Add a warning sign' }));
    await user.type(screen.getByRole('textbox', { name: 'Warning sign 1' }), 'I stop replying');
    expect(await screen.findByText('Saved on this device — will sync')).toBeInTheDocument();
    expect(network.callsTo('PUT', '/api/account/safety-plan')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop replying');

    online.mockReturnValue(true);
    await act(() => flushOutbox());
    expect(lastPut(network)?.sections.warningSigns.map((i) => i.text)).toEqual(['I stop replying']);
    expect(network.callsTo('PUT', '/api/account/safety-plan')).toHaveLength(1);
  });

  it('shows an edit still waiting on this device rather than the older copy the server (or its cache) has', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => clearOutbox());
    queueWrite({
      method: 'PUT',
      path: '/account/safety-plan',
      key: 'safety-plan',
      body: { sections: { ...emptySections(), warningSigns: [{ id: 'w1', text: 'Written offline' }] } },
    });
    renderApp('/safety-plan', { token: 'jwt-1', handlers: planServer() });
    expect(await screen.findByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('Written offline');
  });

  it("adds an item, saves it as the person types and says 'Saved'", async () => {
    const { user, network } = renderApp('/safety-plan', { token: 'jwt-1', handlers: planServer() });
    await user.click(await screen.findByRole('button', { name: 'Add a warning sign' }));
    const field = screen.getByRole('textbox', { name: 'Warning sign 1' });
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(field).toHaveAttribute('placeholder', 'For example: I stop answering messages');
    // A blank new item is not sent.
    expect(network.callsTo('PUT', '/api/account/safety-plan')).toHaveLength(0);
    await user.type(field, 'I stop replying to friends');
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    // Typing quickly sends one save with the whole plan, not one per key.
    expect(network.callsTo('PUT', '/api/account/safety-plan')).toHaveLength(1);
    expect(lastPut(network)?.sections.warningSigns).toEqual([{ id: expect.any(String), text: 'I stop replying to friends' }]);
    expect(network.callsTo('PUT', '/api/account/safety-plan')[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
  });

  it('keeps the words and offers to try again when a save fails', async () => {
    let fail = true;
    const { user, network } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(planWith(), {
        'PUT /api/account/safety-plan': (request) => (fail ? strapiError(503, 'Service Unavailable') : json({ ...planWith(), ...(request.body as object) })),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a reason' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason 1' }), 'My dog Pip');
    expect(await screen.findByText(/Not saved\..*Your words are still here\./)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reason 1' })).toHaveValue('My dog Pip');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try saving again' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(lastPut(network)?.sections.reasonsForLiving).toEqual([{ id: expect.any(String), text: 'My dog Pip' }]);
  });

  it("shows the server's message when it refuses the plan", async () => {
    const { user } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(planWith(), {
        'PUT /api/account/safety-plan': () => strapiError(400, 'Keep each item under 300 characters', 'ValidationError'),
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a step' }));
    await user.type(screen.getByRole('textbox', { name: 'Step 1' }), 'Lock the cabinet');
    expect(await screen.findByText('Not saved. Keep each item under 300 characters Your words are still here.')).toBeInTheDocument();
  });

  it('reorders with labelled buttons and keeps focus on the moved item', async () => {
    const { user, network } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(
        planWith({
          copingAlone: [
            { id: 'a', text: 'Walk' },
            { id: 'b', text: 'Music' },
            { id: 'c', text: 'Bath' },
          ],
        }),
      ),
    });
    const down = await screen.findByRole('button', { name: 'Move Thing I can do 1 down' });
    expect(screen.getByRole('button', { name: 'Move Thing I can do 1 up' })).toBeDisabled();
    await user.click(down);
    expect(screen.getByRole('textbox', { name: 'Thing I can do 1' })).toHaveValue('Music');
    expect(screen.getByRole('textbox', { name: 'Thing I can do 2' })).toHaveValue('Walk');
    expect(screen.getByRole('button', { name: 'Move Thing I can do 2 down' })).toHaveFocus();
    // At the bottom the down button is disabled: focus moves to its neighbour, not to the page.
    await user.click(screen.getByRole('button', { name: 'Move Thing I can do 2 down' }));
    expect(screen.getByRole('textbox', { name: 'Thing I can do 3' })).toHaveValue('Walk');
    expect(screen.getByRole('button', { name: 'Move Thing I can do 3 up' })).toHaveFocus();
    await screen.findByText('Saved');
    expect(lastPut(network)?.sections.copingAlone.map((i) => i.id)).toEqual(['b', 'c', 'a']);
  });

  it('removes an item and moves focus to its neighbour', async () => {
    const { user, network } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(
        planWith({
          distractions: [
            { id: 'a', text: 'Library' },
            { id: 'b', text: 'Park' },
          ],
        }),
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Person or place 1' }));
    expect(screen.getByRole('textbox', { name: 'Person or place 1' })).toHaveValue('Park');
    expect(screen.getByRole('textbox', { name: 'Person or place 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Remove Person or place 1' }));
    expect(screen.getByRole('button', { name: 'Add a person or place' })).toHaveFocus();
    await screen.findByText('Saved');
    expect(lastPut(network)?.sections.distractions).toEqual([]);
  });

  it('edits a helper with a phone number and offers a tap-to-call link', async () => {
    const { user, network } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(planWith({ helpers: [{ id: 'h1', text: 'Alex', phone: '+44 7700 900123' }] })),
    });
    const call = await screen.findByRole('link', { name: 'Call Alex (+44 7700 900123)' });
    expect(call).toHaveAttribute('href', 'tel:+447700900123');
    const phone = screen.getByRole('textbox', { name: 'Phone for person 1 (optional)' });
    await user.clear(phone);
    await user.type(phone, '0800 11');
    expect(screen.getByRole('link', { name: 'Call Alex (0800 11)' })).toHaveAttribute('href', 'tel:080011');
    await screen.findByText('Saved');
    expect(lastPut(network)?.sections.helpers).toEqual([{ id: 'h1', text: 'Alex', phone: '0800 11' }]);
  });

  it('explains the limits before the server says no, and sends nothing invalid', async () => {
    const { user, network } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(planWith({ professionals: [{ id: 'p1', text: 'Dr Rao' }] })),
    });
    const phone = await screen.findByRole('textbox', { name: 'Phone for professional or service 1 (optional)' });
    await user.type(phone, 'call me');
    expect(screen.getByText('A phone number may hold digits, spaces, + ( ) - . and /')).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Not saved yet: please check the item marked below.')).toBeInTheDocument();

    const text = screen.getByRole('textbox', { name: 'Professional or service 1' });
    await user.clear(phone);
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(SAFETY_PLAN_LIMITS.itemText - 10));
    expect(screen.getByText('10 characters left')).toBeInTheDocument();
    await user.paste('x'.repeat(20));
    expect(screen.getByText('Keep each item under 300 characters')).toBeInTheDocument();
    // Let a debounce pass: nothing over the limit went out.
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    for (const call of network.callsTo('PUT', '/api/account/safety-plan')) {
      const body = call.body as { sections: SafetyPlanSections };
      expect(body.sections.professionals.every((i) => i.text.length <= SAFETY_PLAN_LIMITS.itemText)).toBe(true);
    }
  });

  it('stops adding at the item limit and says why', async () => {
    const full = Array.from({ length: SAFETY_PLAN_LIMITS.items }, (_, i) => ({ id: `w${i}`, text: `Sign ${i}` }));
    renderApp('/safety-plan', { token: 'jwt-1', handlers: planServer(planWith({ warningSigns: full })) });
    expect(await screen.findByRole('button', { name: 'Add a warning sign' })).toBeDisabled();
    expect(screen.getByText(`A section can hold up to ${SAFETY_PLAN_LIMITS.items} items.`)).toBeInTheDocument();
  });

  it('says so and offers to try again when the plan cannot be loaded', async () => {
    let fail = true;
    const { user } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(planWith(), {
        'GET /api/account/safety-plan': () => (fail ? strapiError(503, 'Service Unavailable') : json(planWith())),
      }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your safety plan.");
    // The way to urgent help stays on screen.
    expect(screen.getByRole('link', { name: 'get help now on the SOS page' })).toHaveAttribute('href', '/pages/contact');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add a warning sign' })).toBeInTheDocument();
  });

  describe('keeping a copy', () => {
    afterEach(() => {
      delete (navigator as { canShare?: unknown }).canShare;
      delete (navigator as { share?: unknown }).share;
    });

    it('shares the plan as a text file where the browser can share files', async () => {
      const share = vi.fn((_data: ShareData) => Promise.resolve());
      Object.assign(navigator, { canShare: (data: ShareData) => Boolean(data.files?.length), share });
      const { user } = renderApp('/safety-plan', {
        token: 'jwt-1',
        handlers: planServer(planWith({ helpers: [{ id: 'h1', text: 'Alex', phone: '0800 11' }] })),
      });
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      const file = share.mock.calls[0]![0].files![0]!;
      expect(file.name).toBe('my-safety-plan.txt');
      // jsdom's File has no text(): read it the older way.
      const text = await new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(file);
      });
      expect(text).toContain('- Alex — 0800 11');
    });

    it('offers no Share button where the browser cannot share files', async () => {
      renderApp('/safety-plan', { token: 'jwt-1', handlers: planServer() });
      expect(await screen.findByRole('button', { name: 'Save as a file' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    });
  });

  it('shows the stored picture (fetched with the token) and removes it', async () => {
    // jsdom has no blob: URLs.
    const { createObjectURL: original, revokeObjectURL: originalRevoke } = URL;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:picture-1'), revokeObjectURL: vi.fn() });
    onTestFinished(() => {
      Object.assign(URL, { createObjectURL: original, revokeObjectURL: originalRevoke });
    });
    let hasPicture = true;
    const { user, network } = renderApp('/safety-plan', {
      token: 'jwt-1',
      handlers: planServer(planWith(), {
        'GET /api/account/safety-plan': () => json(planWith({}, hasPicture)),
        'GET /api/account/safety-plan/picture': () => new Response(new Uint8Array([255, 216, 255]), { headers: { 'Content-Type': 'image/jpeg' } }),
        'DELETE /api/account/safety-plan/picture': () => {
          hasPicture = false;
          return json({ ok: true });
        },
      }),
    });
    const image = await screen.findByRole('img', { name: 'Your picture for your reasons for living' });
    expect(image).toHaveAttribute('src', 'blob:picture-1');
    expect(network.callsTo('GET', '/api/account/safety-plan/picture')[0]!.headers.get('Authorization')).toBe('Bearer jwt-1');
    await user.click(screen.getByRole('button', { name: 'Remove the picture' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Your picture for your reasons for living' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Add a picture' })).toBeInTheDocument();
    expect(network.callsTo('DELETE', '/api/account/safety-plan/picture')).toHaveLength(1);
  });
});
