/** Escapes text for HTML content and attribute values (the emails' HTML parts): & < > " ' as numeric entities. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
