import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { paths, sosHref } from '@/config/paths';
import { ChainAnalysisIllustration, ContactIllustration, PracticeIllustration, QuickCopeIllustration } from './tile-illustrations';

type Option = { label: MessageDescriptor; description: MessageDescriptor; href: string; Illustration: ComponentType<{ size?: number }> };

/** The four options of the home screen (spec §1/§2). */
export const homeOptions: readonly Option[] = [
  {
    label: msg({ message: 'Quick Cope', comment: 'home tile: skills to calm down quickly (also the name of that screen)' }),
    description: msg`Calm down quickly`,
    href: paths.quickCope.getHref(),
    Illustration: QuickCopeIllustration,
  },
  {
    label: msg({ message: 'Practice', comment: 'home tile: the screen with every skill to practise (also the name of that screen)' }),
    description: msg`Build your skills`,
    href: paths.activities.getHref(),
    Illustration: PracticeIllustration,
  },
  {
    label: msg({ message: 'Chain analysis', comment: 'home tile: working through what led to a hard moment (DBT chain analysis)' }),
    description: msg`Understand what happened`,
    href: paths.rca.getHref(),
    Illustration: ChainAnalysisIllustration,
  },
  {
    label: msg({ message: 'Contact / SOS', comment: 'home tile: helplines and emergency contacts' }),
    description: msg`Get help now`,
    href: sosHref(),
    Illustration: ContactIllustration,
  },
];

export function OptionTiles() {
  const { i18n } = useLingui();
  return (
    <ul className="option-tiles">
      {homeOptions.map(({ label, description, href, Illustration }) => (
        <li key={href} className="option-tiles__item">
          <Link to={href} className="option-tile">
            <Illustration size={88} />
            <span className="option-tile__label">{i18n._(label)}</span>
            <span className="option-tile__description">{i18n._(description)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
