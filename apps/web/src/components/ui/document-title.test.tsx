import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEUTRAL_FACE_KEY, NEUTRAL_ICON, NEUTRAL_MANIFEST, setNeutralFace, STEADY_ICON } from '@/lib/neutral-face/neutral-face-setting';
import { leaveFor, uncover } from '@/lib/quick-exit/page-cover';
import { readEnglishSourceMessages, WithI18n } from '@/testing/i18n';
import { DocumentTitle } from './document-title';

readEnglishSourceMessages();

const href = (rel: string) => document.head.querySelector(`link[rel="${rel}"]`)?.getAttribute('href');

afterEach(() => {
  cleanup();
  act(() => {
    setNeutralFace(false);
    uncover();
  });
  for (const link of document.head.querySelectorAll('link')) link.remove();
});

const renderTitle = (title: string) => render(<DocumentTitle title={title} />, { wrapper: WithI18n });

describe('the tab title', () => {
  it('names the screen and Steady, or Steady alone', () => {
    const { rerender } = renderTitle('Breathe');
    expect(document.title).toBe('Breathe · Steady');
    rerender(<DocumentTitle title="" />);
    expect(document.title).toBe('Steady');
  });

  it('is Notes on every screen of a device that asked for a neutral face, with the plain icon and manifest', () => {
    document.head.innerHTML = `<link rel="icon" href="${STEADY_ICON}"><link rel="manifest" href="/manifest.webmanifest">`;
    localStorage.setItem(NEUTRAL_FACE_KEY, 'on');
    const { rerender } = renderTitle('My safety plan');
    expect(document.title).toBe('Notes');
    rerender(<DocumentTitle title="SOS" />);
    expect(document.title).toBe('Notes');
    expect(href('icon')).toBe(NEUTRAL_ICON);
    expect(href('manifest')).toBe(NEUTRAL_MANIFEST);
  });

  it('follows the switch at once, both ways', () => {
    document.head.innerHTML = `<link rel="icon" href="${STEADY_ICON}"><link rel="manifest" href="/manifest.webmanifest">`;
    renderTitle('Settings');
    expect(document.title).toBe('Settings · Steady');
    act(() => setNeutralFace(true));
    expect(document.title).toBe('Notes');
    expect(href('icon')).toBe(NEUTRAL_ICON);
    act(() => setNeutralFace(false));
    expect(document.title).toBe('Settings · Steady');
    expect(href('icon')).toBe(STEADY_ICON);
    expect(href('manifest')).toBe('/manifest.webmanifest');
  });

  it("stays away while the quick exit's cover is up, neutral or not", () => {
    localStorage.setItem(NEUTRAL_FACE_KEY, 'on');
    renderTitle('Diary');
    act(() => leaveFor('https://weather.example/', () => {}));
    expect(document.querySelector('title')).toBeNull();
  });
});
