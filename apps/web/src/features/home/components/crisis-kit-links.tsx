import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** Home's way into the crisis kit (issue 9): the safety plan, what helps and the diary card. */
export const crisisKitLinks = [
  { label: 'My safety plan', description: 'Your steps for when things get very hard', href: paths.safetyPlan.getHref() },
  { label: 'What helps me', description: 'Which skills eased your distress', href: paths.whatHelps.getHref() },
  { label: 'Diary card', description: "Today's emotions, urges and skills", href: paths.diary.getHref() },
] as const;

export function CrisisKitLinks() {
  return (
    <nav className="kit-links" aria-labelledby="kit-links-title">
      <h2 id="kit-links-title" className="kit-links__title">
        Your kit
      </h2>
      <ul className="kit-links__list">
        {crisisKitLinks.map(({ label, description, href }) => (
          <li key={href}>
            <Link to={href} className="kit-link">
              <span className="kit-link__label">{label}</span>
              <span className="kit-link__description">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
