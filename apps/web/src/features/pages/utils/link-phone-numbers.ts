/**
 * On the SOS page a helpline number must be one tap away. Content editors write numbers in bold
 * (`**988**`, `**116 123**`); this turns each bold run of digits (spaces and hyphens allowed) into
 * a `tel:` link, keeping it bold. Numbers that are already links are left alone.
 */
const BOLD_PHONE_NUMBER = /(?<!\[)\*\*(\+?\d[\d -]{1,18}\d)\*\*(?!\]\()/g;

export function linkPhoneNumbers(markdown: string): string {
  return markdown.replace(BOLD_PHONE_NUMBER, (_match, number: string) => {
    const dial = number.replace(/[ -]/g, '');
    return `[**${number}**](tel:${dial})`;
  });
}
