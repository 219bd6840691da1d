import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '@/testing/i18n';
import { SkillCard } from './skill-card';

const wiseMind = { slug: 'wise-mind', Title: 'Wise mind', Complete_Time: 6, premium: true, Skill_Image: null };

const renderCard = (locked: boolean) =>
  render(
    <MemoryRouter>
      <SkillCard skill={wiseMind} completed={false} locked={locked} />
    </MemoryRouter>,
    { wrapper: WithI18n },
  );

describe('a matched skill in the chain analysis results', () => {
  it('wears the premium badge and leads to Go Premium when the person cannot open it yet', () => {
    renderCard(true);
    const link = screen.getByRole('link', { name: /Wise mind \(premium skill: see how to unlock it\)/ });
    expect(link).toHaveAttribute('href', '/go-premium');
    expect(screen.getByText('Premium')).toHaveClass('premium-badge');
  });

  it('is a plain link to the skill for someone who can open it', () => {
    renderCard(false);
    expect(screen.getByRole('link', { name: /^Wise mind/ })).toHaveAttribute('href', '/skills/wise-mind');
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });
});
