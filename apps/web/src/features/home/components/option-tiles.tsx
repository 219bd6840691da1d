import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths, sosHref } from '@/config/paths';
import { ChainAnalysisIllustration, ContactIllustration, PracticeIllustration, QuickCopeIllustration } from './tile-illustrations';

type Option = { label: string; description: string; href: string; Illustration: ComponentType<{ size?: number }> };

/** The four options of the home screen (spec §1/§2). */
export const homeOptions: readonly Option[] = [
  {
    label: 'Quick Cope',
    description: 'Calm down quickly',
    href: paths.quickCope.getHref(),
    Illustration: QuickCopeIllustration,
  },
  {
    label: 'Practice',
    description: 'Build your skills',
    href: paths.activities.getHref(),
    Illustration: PracticeIllustration,
  },
  {
    label: 'Chain analysis',
    description: 'Understand what happened',
    href: paths.rca.getHref(),
    Illustration: ChainAnalysisIllustration,
  },
  { label: 'Contact / SOS', description: 'Get help now', href: sosHref(), Illustration: ContactIllustration },
];

export function OptionTiles() {
  return (
    <ul className="option-tiles">
      {homeOptions.map(({ label, description, href, Illustration }) => (
        <li key={href} className="option-tiles__item">
          <Link to={href} className="option-tile">
            <Illustration size={88} />
            <span className="option-tile__label">{label}</span>
            <span className="option-tile__description">{description}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
