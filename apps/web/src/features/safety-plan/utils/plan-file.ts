import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { SAFETY_PLAN_SECTIONS, type SafetyPlanSections } from '@steady/contracts';
import { SECTION_MESSAGES } from './section-copy';
import { formatDate } from '@/lib/format-date';

/** The plan as readable plain text, for the 'Save as a file' and 'Share' buttons, in the active language. */
export function planToText(sections: SafetyPlanSections, savedOn?: Date): string {
  const lines = [t`My safety plan`, ''];
  if (savedOn) {
    const date = formatDate(savedOn);
    lines.push(t({ message: `Saved ${date}`, comment: 'In the safety plan saved as a file: the day it was saved, e.g. Saved 24 Nov 2026' }), '');
  }
  SAFETY_PLAN_SECTIONS.forEach((section, index) => {
    const step = section === 'reasonsForLiving' ? '' : `${index + 1}. `;
    lines.push(`${step}${i18n._(SECTION_MESSAGES[section].title)}`);
    const items = sections[section] ?? [];
    if (items.length === 0) lines.push(`   ${t`(nothing written yet)`}`);
    for (const item of items) lines.push(`   - ${item.text}${item.phone ? ` — ${item.phone}` : ''}`);
    lines.push('');
  });
  lines.push(t`If you are in danger now, call your local emergency number.`);
  return `${lines.join('\n')}\n`;
}

export const PLAN_FILE_NAME = 'my-safety-plan.txt';

export function planFile(sections: SafetyPlanSections): File {
  return new File([planToText(sections, new Date())], PLAN_FILE_NAME, { type: 'text/plain' });
}

/** Downloads the file through a temporary link. */
export function downloadFile(file: File) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Whether this browser can share files through the Web Share API (phones mostly). */
export function canShareFile(file: File): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}
