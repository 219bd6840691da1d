import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { clearOutbox, pendingWrites } from '@/lib/offline-outbox';
import { json, strapiError } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';
import { skillCard, skillHandlers } from '@/testing/skill-fixtures';

const cardTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('heading')
    .map((h) => within(h).getByRole('link').childNodes[0]!.textContent);

describe('Quick Cope', () => {
  it('shows the banner and the featured skills by order_id', async () => {
    const { handlers } = skillHandlers({ account: { completed: ['tipp'] } });
    const { network } = renderApp('/QuickCope', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Use a coping skill to calm down quickly' })).toBeInTheDocument();
    expect(screen.getByText('Taking a few breaths can help lower intense emotions. Try a skill below')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Quick coping skills' });
    expect(cardTitles(list)).toEqual(['Box breathing', 'TIPP']);
    expect(within(list).getByRole('link', { name: 'Box breathing' })).toHaveAttribute('href', '/skills/box-breathing');
    expect(screen.getByRole('link', { name: 'Get skills picked for how you feel' })).toHaveAttribute('href', '/Recommended');

    // 'Completed' for a completed skill, else its time in min.
    const tipp = within(list).getByRole('article', { name: 'TIPP' });
    expect(within(tipp).getByText('Completed')).toBeInTheDocument();
    const box = within(list).getByRole('article', { name: 'Box breathing' });
    expect(within(box).getByText('2 min')).toBeInTheDocument();

    // The route's card view chooses the fields and the order: the app sends no query at all.
    const [call] = network.callsTo('GET', '/api/skills');
    expect(call!.url.search).toBe('');
    // Card images carry their size.
    const img = box.querySelector('img')!;
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
  });

  it('shows a loading skeleton, then on a failure says what to do and retries', async () => {
    let calls = 0;
    let fail: () => void = () => undefined;
    const { handlers } = skillHandlers({
      extra: {
        'GET /api/skills': async () => {
          calls += 1;
          return calls === 1
            ? new Promise<Response>((resolve) => {
                fail = () => resolve(strapiError(404, 'Not Found'));
              })
            : json({ data: [skillCard({ slug: 'tipp', Title: 'TIPP', Complete_Time: 5, featured_skill: true, premium: false, order_id: 5 })] });
        },
      },
    });
    const { user } = renderApp('/QuickCope', { token: 'jwt-1', handlers });
    expect(await screen.findByText('Loading skills')).toBeInTheDocument();
    // The skeleton can show before the request goes out: answer only once it has.
    await waitFor(() => expect(calls).toBe(1));
    fail();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("We couldn't load the skills.");
    expect(alert).toHaveTextContent('Tap Try again');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'TIPP' })).toBeInTheDocument();
  });
});

describe('Practice (Activities)', () => {
  it('lists every skill with a category filter made of radio buttons', async () => {
    const { handlers } = skillHandlers();
    const { user, router } = renderApp('/Activities', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice' })).toBeInTheDocument();
    expect(screen.getByText("Try working on coping skills now so that you can easily apply them when you're in distress")).toBeInTheDocument();

    // The first list of the file waits for the lazily loaded list modules; on a busy CI machine that took over 5 s once.
    const all = await screen.findByRole('list', { name: 'All skills' }, { timeout: 15_000 });
    expect(cardTitles(all)).toEqual(['Box breathing', '5-4-3-2-1 grounding', 'TIPP', 'Wise mind']);

    const filter = screen.getByRole('group', { name: 'Show skills for' });
    const radios = within(filter).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')!.textContent)).toEqual(['All', 'Calm the body', 'Ground yourself', 'Ride the wave']);
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(within(filter).getByRole('radio', { name: 'Ground yourself' }));
    const grounded = screen.getByRole('list', { name: 'Skills for Ground yourself' });
    expect(cardTitles(grounded)).toEqual(['5-4-3-2-1 grounding', 'Wise mind']);
    expect(screen.getByText('2 skills for Ground yourself')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category=ground-yourself');

    await user.click(within(filter).getByRole('radio', { name: 'All' }));
    expect(screen.getByRole('list', { name: 'All skills' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('follows the address when a link or back changes it, and keeps the newest of quick choices', async () => {
    const { handlers } = skillHandlers();
    const { user, router } = renderApp('/Activities', { token: 'jwt-1', handlers });
    await screen.findByRole('list', { name: 'All skills' }, { timeout: 15_000 });
    const filter = screen.getByRole('group', { name: 'Show skills for' });
    // Two quick choices: the first one's address arriving late must leave the second shown. Whether it
    // arrives between them depends on timing; on a busy machine it did, and the first choice came back.
    await user.click(within(filter).getByRole('radio', { name: 'Ground yourself' }));
    await user.click(within(filter).getByRole('radio', { name: 'Calm the body' }));
    expect(screen.getByRole('list', { name: 'Skills for Calm the body' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Skills for Calm the body' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?category=calm-the-body'));

    await act(() => router.navigate('/Activities?category=ground-yourself'));
    expect(await screen.findByRole('list', { name: 'Skills for Ground yourself' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('list', { name: 'Skills for Calm the body' })).toBeInTheDocument();
  });

  it('opens on the category in the address, and falls back to All for an unknown one', async () => {
    const { handlers } = skillHandlers();
    renderApp('/Activities?category=calm-the-body', { token: 'jwt-1', handlers });
    expect(cardTitles(await screen.findByRole('list', { name: 'Skills for Calm the body' }))).toEqual(['Box breathing']);
  });

  it('falls back to All for an unknown category', async () => {
    const { handlers } = skillHandlers();
    renderApp('/Activities?category=nope', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('list', { name: 'All skills' })).toBeInTheDocument();
  });

  it('locks premium skills for members without premium: a badge and a link to Go Premium', async () => {
    const { handlers } = skillHandlers();
    renderApp('/Activities', { token: 'jwt-1', handlers });
    const card = await screen.findByRole('article', { name: /Wise mind/ });
    expect(within(card).getByRole('link', { name: /Wise mind/ })).toHaveAttribute('href', '/go-premium');
    expect(within(card).getByText('Premium')).toBeInTheDocument();
  });

  it('opens premium skills for premium members', async () => {
    const { handlers } = skillHandlers({ account: { isPremium: true } });
    renderApp('/Activities', { token: 'jwt-1', handlers });
    const card = await screen.findByRole('article', { name: 'Wise mind' });
    expect(within(card).getByRole('link', { name: 'Wise mind' })).toHaveAttribute('href', '/skills/wise-mind');
    expect(within(card).queryByText('Premium')).not.toBeInTheDocument();
  });
});

describe('favourites', () => {
  it('toggles the heart at once, saves it, and shows the skill in Liked', async () => {
    const { handlers, server } = skillHandlers();
    const { user, router } = renderApp('/QuickCope', { token: 'jwt-1', handlers });
    const heart = await screen.findByRole('button', { name: 'Add TIPP to favourites' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await user.click(heart);
    expect(screen.getByRole('button', { name: 'Remove TIPP from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(server.setFavourite).toHaveBeenCalledTimes(1));
    expect(server.account.favourites).toEqual(['tipp']);

    await router.navigate('/Liked');
    const list = await screen.findByRole('list', { name: 'My favourite skills' });
    expect(cardTitles(list)).toEqual(['TIPP']);

    await user.click(within(list).getByRole('button', { name: 'Remove TIPP from favourites' }));
    expect(await screen.findByText('You have no favourites yet.')).toBeInTheDocument();
    await waitFor(() => expect(server.account.favourites).toEqual([]));
    // Focus stays on the page, not lost with the removed card.
    expect(screen.getByRole('heading', { level: 1, name: 'Favourites' })).toHaveFocus();
  });

  it('puts the heart back and says so when saving fails', async () => {
    const { handlers } = skillHandlers({
      extra: { 'PUT /api/account/favourites/tipp': () => strapiError(500, 'boom') },
    });
    const { user } = renderApp('/QuickCope', { token: 'jwt-1', handlers });
    await user.click(await screen.findByRole('button', { name: 'Add TIPP to favourites' }));
    const card = screen.getByRole('article', { name: 'TIPP' });
    expect(await within(card).findByRole('alert')).toHaveTextContent("We couldn't save that change to your favourites");
    expect(within(card).getByRole('button', { name: 'Add TIPP to favourites' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('Liked', () => {
  it.each(['/Liked', '/favorite-activities'])('%s shows the favourites, or a kind word with a hint', async (url) => {
    const { handlers } = skillHandlers();
    renderApp(url, { token: 'jwt-1', handlers });
    expect(await screen.findByText('You have no favourites yet.')).toBeInTheDocument();
    expect(screen.getByText(/tap the heart/)).toBeInTheDocument();
  });

  it('lists favourites in the catalogue order', async () => {
    const { handlers } = skillHandlers({ account: { favourites: ['wise-mind', 'box-breathing'] } });
    renderApp('/favorite-activities', { token: 'jwt-1', handlers });
    expect(cardTitles(await screen.findByRole('list', { name: 'My favourite skills' }))).toEqual(['Box breathing', 'Wise mind']);
  });
});

describe('Recommended', () => {
  it('offline, keeps the check-in on this device and says the skills will follow', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => clearOutbox());
    const { handlers } = skillHandlers({ extra: { 'GET /api/account/recommendations': () => json({ checkIn: null, skills: [] }) } });
    const { user, network } = renderApp('/Recommended', { token: 'jwt-1', handlers });
    await screen.findByText("You haven't checked in yet");
    await user.click(screen.getByRole('checkbox', { name: 'I feel panicky' }));
    await user.click(screen.getByRole('button', { name: 'Show skills for me' }));
    expect(await screen.findByText(/Saved on this device — will sync/)).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/account/stress-check-ins')).toHaveLength(0);
    expect(pendingWrites().map((w) => `${w.method} ${w.path}`)).toEqual(['POST /account/stress-check-ins']);
    expect(pendingWrites()[0]?.body).toMatchObject({ clientId: expect.any(String), all_stresses: { panic: true } });
  });

  it('invites a first check-in, sends it, and shows the skills picked for it', async () => {
    let recommendations: { checkIn: unknown; skills: string[] } = { checkIn: null, skills: [] };
    const checkIn = { documentId: 'c1', createdAt: '2026-11-21T10:00:00.000Z', stresses: ['panic', 'body_tension'] };
    const { handlers } = skillHandlers({
      extra: {
        'GET /api/account/recommendations': () => json(recommendations),
        'POST /api/account/stress-check-ins': (request) => {
          expect(request.body).toEqual({
            // Its own id, so a repeated send makes no second check-in.
            clientId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
            all_stresses: {
              body_tension: true,
              racing_thoughts: false,
              panic: true,
              anger: false,
              sadness: false,
              overwhelm: false,
              loneliness: false,
              trouble_sleeping: false,
            },
          });
          recommendations = { checkIn, skills: ['tipp', 'box-breathing', 'gone-skill'] };
          return json({ data: checkIn }, 201);
        },
      },
    });
    const { user, network } = renderApp('/Recommended', { token: 'jwt-1', handlers });
    expect(await screen.findByRole('heading', { level: 1, name: 'Personalised Recommended Skills for sam' })).toBeInTheDocument();
    expect(await screen.findByText("You haven't checked in yet")).toBeInTheDocument();

    // Nothing ticked: a kind message, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Show skills for me' }));
    expect(await screen.findByText('Choose at least one thing that fits how you feel')).toBeInTheDocument();
    expect(network.callsTo('POST', '/api/account/stress-check-ins')).toHaveLength(0);

    await user.click(screen.getByRole('checkbox', { name: 'I feel panicky' }));
    await user.click(screen.getByRole('checkbox', { name: 'My body feels tense' }));
    await user.click(screen.getByRole('button', { name: 'Show skills for me' }));

    const list = await screen.findByRole('list', { name: 'Recommended skills' });
    expect(cardTitles(list)).toEqual(['TIPP', 'Box breathing']);
    expect(screen.getByText(/Thank you for checking in/)).toBeInTheDocument();
    expect(screen.getByText('From your check-in on 21 Nov 2026:')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'How you felt' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['I feel panicky', 'My body feels tense']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Skills for you' })).toHaveFocus());
  });

  it('shows at most 8, with a pointer to SOS above them and the premium badge on a locked one', async () => {
    const skills = Array.from({ length: 10 }, (_, i) =>
      skillCard({ id: i + 1, slug: `skill-${i}`, Title: `Skill ${i}`, Complete_Time: 3, featured_skill: false, premium: i === 1, order_id: i }),
    );
    const { handlers } = skillHandlers({
      recommendations: {
        checkIn: { documentId: 'c1', createdAt: '2026-11-21T10:00:00.000Z', stresses: ['overwhelm', 'loneliness'] },
        skills: skills.map((s) => s.slug).reverse(),
      },
      extra: { 'GET /api/skills': () => json({ data: skills }) },
    });
    renderApp('/Recommended', { token: 'jwt-1', handlers });
    const list = await screen.findByRole('list', { name: 'Recommended skills' });
    expect(cardTitles(list)).toEqual(['Skill 9', 'Skill 8', 'Skill 7', 'Skill 6', 'Skill 5', 'Skill 4', 'Skill 3', 'Skill 2']);

    const sos = screen.getByRole('link', { name: 'SOS has people you can talk to now' });
    expect(sos).toHaveAttribute('href', '/pages/contact');
    expect(sos.closest('p')).toHaveTextContent('If you are in danger or thinking of harming yourself, SOS has people you can talk to now.');
    // Before the skills, so it is read and seen first.
    expect(sos.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('marks a locked premium recommendation with the badge the skill lists use', async () => {
    const { handlers } = skillHandlers({
      recommendations: {
        checkIn: { documentId: 'c1', createdAt: '2026-11-21T10:00:00.000Z', stresses: ['racing_thoughts'] },
        skills: ['box-breathing', 'wise-mind'],
      },
    });
    renderApp('/Recommended', { token: 'jwt-1', handlers });
    const card = await screen.findByRole('article', { name: /Wise mind/ });
    expect(within(card).getByText('Premium')).toHaveClass('premium-badge');
    expect(within(card).getByRole('link', { name: 'Wise mind (premium skill: see how to unlock it)' })).toHaveAttribute('href', '/go-premium');
    expect(within(screen.getByRole('article', { name: 'Box breathing' })).queryByText('Premium')).not.toBeInTheDocument();
  });

  it('says so kindly when nothing matches, and offers to check in again', async () => {
    const { handlers } = skillHandlers({
      recommendations: { checkIn: { documentId: 'c1', createdAt: '2026-11-21T10:00:00.000Z', stresses: [] }, skills: [] },
    });
    const { user } = renderApp('/Recommended', { token: 'jwt-1', handlers });
    expect(await screen.findByText('No skills match this check-in yet')).toBeInTheDocument();
    const again = screen.getByRole('button', { name: 'Check in again' });
    expect(again).toHaveAttribute('aria-expanded', 'false');
    await user.click(again);
    expect(screen.getByRole('button', { name: 'Close the check-in' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Tick anything that fits right now' })).toBeInTheDocument();
  });

  it('offers a retry when the recommendations cannot be loaded', async () => {
    const { handlers } = skillHandlers({
      extra: { 'GET /api/account/recommendations': () => strapiError(500, 'boom') },
    });
    renderApp('/Recommended', { token: 'jwt-1', handlers });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your recommendations.");
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
