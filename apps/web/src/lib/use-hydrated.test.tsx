import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { startHydrating, useHydrated, whenHydrated } from './use-hydrated';

function Probe() {
  return <button disabled={!useHydrated()}>Start</button>;
}

describe('useHydrated and whenHydrated', () => {
  it('are true and resolved at once when nothing is prerendered', async () => {
    render(<Probe />);
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    let started = false;
    await whenHydrated().then(() => (started = true));
    expect(started).toBe(true);
  });

  it('keep the prerendered state until hydration is marked finished', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const finish = startHydrating();
    let dataStarted = false;
    const data = whenHydrated().then(() => (dataStarted = true));

    render(<Probe />, { container, hydrate: true });
    await new Promise((resolve) => setTimeout(resolve, 10));
    // Hydrated with the HTML's state: no mismatch, no forced second render, and data still held back.
    expect(screen.getByRole('button', { name: 'Start' })).toBeDisabled();
    expect(dataStarted).toBe(false);

    act(() => finish());
    await data;
    expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled();
    expect(dataStarted).toBe(true);
    container.remove();
  });
});
