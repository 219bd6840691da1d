import { useLingui } from '@lingui/react/macro';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSections } from '@steady/contracts';
import { usePictureUrl } from '../hooks/use-picture-url';
import { telHref } from '../utils/plan-draft';
import { SECTION_MESSAGES } from '../utils/section-copy';

/** The plan as plain lists, shown only when printing (the editor's fields and buttons are hidden then). */
export function PlanPrintView({ sections, hasPicture }: { sections: SafetyPlanSections; hasPicture: boolean }) {
  const { i18n } = useLingui();
  const picture = usePictureUrl(hasPicture);
  return (
    <div className="plan-print" aria-hidden="true">
      {SAFETY_PLAN_SECTIONS.map((section, index) => {
        const items = sections[section] ?? [];
        return (
          <section key={section} className="plan-print__step">
            <h2>
              {section === 'reasonsForLiving' ? '' : `${index + 1}. `}
              {i18n._(SECTION_MESSAGES[section].title)}
            </h2>
            {items.length > 0 ? (
              <ul>
                {items.map((item) => (
                  <li key={item.id}>
                    {item.text}
                    {item.phone ? (
                      <>
                        {' — '}
                        <a href={telHref(item.phone)} dir="ltr">
                          {item.phone}
                        </a>
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="plan-print__blank">&nbsp;</p>
            )}
            {section === 'reasonsForLiving' && picture.url ? <img className="plan-print__picture" src={picture.url} alt="" /> : null}
          </section>
        );
      })}
    </div>
  );
}
