import { escapeHtml } from '@steady/contracts';

/** What the operator needs to find the entry and check it. */
export type ReportedHelpline = {
  documentId: string;
  country: string;
  countryName: string;
  name: string;
  phone: string | null;
  text: string | null;
  source: string | null;
  sourceUrl: string | null;
};

/** One line: a subject never carries a line break, whatever the content holds. */
const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').trim();

/**
 * The email to the operator when someone reports a problem with a helpline (POST /api/helplines/:documentId/report).
 * In English, for the people who keep the helplines: it names the entry (country, name, numbers, documentId)
 * and gives the message as written, escaped in the HTML. Anyone may report without an account, so it says so.
 */
export const helplineReportEmail = (helpline: ReportedHelpline, message: string | undefined) => {
  const numbers = [helpline.phone ? `call ${helpline.phone}` : null, helpline.text ? `text ${helpline.text}` : null].filter(Boolean).join(', ') || 'none';
  const where = helpline.source ? `${helpline.source}${helpline.sourceUrl ? ` (${helpline.sourceUrl})` : ''}` : 'no source given';
  const said = message?.trim() ? message.trim() : null;
  const facts: [string, string][] = [
    ['Country', `${helpline.countryName} (${helpline.country})`],
    ['Helpline', helpline.name],
    ['Numbers', numbers],
    ['Document id', helpline.documentId],
    ['Listed by', where],
  ];
  const intro = 'Someone reported a problem with a helpline on the SOS page.';
  const todo =
    'Please check the number with its source. In the admin (Content Manager, Helpline), correct the entry if it is wrong, ' +
    'and once you have checked it, set the date and who checked it.';
  const anyone = 'Reports need no account, so this one may come from anyone.';
  return {
    subject: oneLine(`Helpline report: ${helpline.name} (${helpline.country})`),
    text:
      `${intro}\n\n${facts.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\n` + `Their message:\n${said ?? '(no message)'}\n\n${todo}\n${anyone}\n`,
    html:
      `<p>${intro}</p><ul>${facts.map(([label, value]) => `<li>${label}: ${escapeHtml(value)}</li>`).join('')}</ul>` +
      `<p>Their message:</p>${said ? `<blockquote style="white-space: pre-wrap">${escapeHtml(said)}</blockquote>` : '<p>(no message)</p>'}` +
      `<p>${todo}</p><p>${anyone}</p>`,
  };
};
