import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { stubLayoutObservers } from '@/testing/skill-fixtures';
import type { SkillStep } from '../api/skill-schema';
import { SkillStepCarousel } from './skill-step-carousel';

// As in the skill route's tests: Radix Dialog's scroll lock would render with the root's React 18.
vi.mock('react-remove-scroll', () => ({ RemoveScroll: ({ children }: { children: ReactNode }) => children }));
vi.mock('embla-carousel-react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-react')>();
  return { default: vi.fn(actual.default) };
});

const steps: SkillStep[] = ['One', 'Two', 'Three'].map((title) => ({ key: title, title, description: `${title} step`, image: undefined, warning: undefined }));

const currentStepTitle = () =>
  screen
    .getAllByRole('group', { name: /^Step \d+ of \d+$/, hidden: true })
    .find((slide) => !slide.hasAttribute('inert'))!
    .querySelector('h2')!.textContent;

const renderCarousel = () =>
  render(<SkillStepCarousel skillTitle="Grounding" steps={steps} onFinish={() => undefined} finishing={false} />, { wrapper: WithI18n });

beforeEach(() => {
  stubLayoutObservers();
  vi.mocked(useEmblaCarousel).mockClear();
});

afterEach(() => {
  document.documentElement.dir = '';
});

describe('step carousel direction', () => {
  it('runs left to right by default: ArrowRight is next', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(vi.mocked(useEmblaCarousel)).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'ltr' }));
    await user.keyboard('{ArrowRight}');
    expect(currentStepTitle()).toBe('Two');
    await user.keyboard('{ArrowLeft}');
    expect(currentStepTitle()).toBe('One');
  });

  it('runs right to left when the page does (Arabic): Embla is told, and ArrowLeft is next', async () => {
    document.documentElement.dir = 'rtl';
    const user = userEvent.setup();
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Grounding: steps' })).toBeInTheDocument();
    expect(vi.mocked(useEmblaCarousel)).toHaveBeenLastCalledWith(expect.objectContaining({ direction: 'rtl' }));
    await user.keyboard('{ArrowLeft}');
    expect(currentStepTitle()).toBe('Two');
    await user.keyboard('{ArrowLeft}');
    expect(currentStepTitle()).toBe('Three');
    await user.keyboard('{ArrowRight}');
    expect(currentStepTitle()).toBe('Two');
  });
});
