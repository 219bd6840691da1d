import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Home's way into the crisis kit: the safety plan, what helps, the diary card and the trends. */
export const crisisKitLinks = [
  {
    label: msg({ message: 'My safety plan', comment: 'home link to the safety plan screen' }),
    description: msg`Your steps for when things get very hard`,
    href: paths.safetyPlan.getHref(),
  },
  {
    label: msg({ message: 'What helps me', comment: 'home link to the screen of which skills eased distress' }),
    description: msg`Which skills eased your distress`,
    href: paths.whatHelps.getHref(),
  },
  {
    label: msg({ message: 'Diary card', comment: 'home link to the daily diary card (emotions, urges, skills)' }),
    description: msg`Today's emotions, urges and skills`,
    href: paths.diary.getHref(),
  },
  {
    label: msg({ message: 'Trends', comment: 'home link to the trends screen: the person’s weeks and months' }),
    description: msg`Your weeks and months at a glance`,
    href: paths.trends.getHref(),
  },
] as const;

export function CrisisKitLinks() {
  const { i18n } = useLingui();
  return (
    <nav className="kit-links" aria-labelledby="kit-links-title">
      <h2 id="kit-links-title" className="kit-links__title">
        <Trans comment="home heading above the links to the safety plan, what helps me and the diary card">Your kit</Trans>
      </h2>
      <ul className="kit-links__list">
        {crisisKitLinks.map(({ label, description, href }) => (
          <li key={href}>
            <Link to={href} className="kit-link">
              <span className="kit-link__label">{i18n._(label)}</span>
              <span className="kit-link__description">{i18n._(description)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
