import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydratedForm } from './hydrated-form';

const form = (
  <HydratedForm aria-label="Sign in">
    <input aria-label="Email" />
    <button type="submit">Login</button>
  </HydratedForm>
);

describe('HydratedForm', () => {
  it('is prerendered with its fields disabled, and enables them once hydrated', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(form);
    document.body.append(container);
    expect(container.querySelector('fieldset')?.disabled).toBe(true);
    expect(container.querySelector('button')?.matches(':disabled')).toBe(true);

    render(form, { container, hydrate: true });
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(container.querySelector('button')?.matches(':disabled')).toBe(false);
    container.remove();
  });

  it('is usable at once when the browser renders it itself', () => {
    render(form);
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeEnabled();
  });
});
