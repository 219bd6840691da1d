/**
 * The sender of a plain email (docs/decisions/025-neutral-face.md): the configured address without its
 * display name ('Steady <no-reply@…>' → 'no-reply@…'), so an inbox list does not show 'Steady'. The address
 * itself is the operator's to choose (EMAIL_FROM).
 */
export const withoutDisplayName = (from: string): string => /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();

/** `{ from }` for a plain email, to spread into the message; nothing (the configured sender) otherwise. */
export const plainSender = (neutral: boolean): { from?: string } => {
  if (!neutral) return {};
  const from = strapi.config.get('plugin::email.settings.defaultFrom') as string | undefined;
  return from ? { from: withoutDisplayName(from) } : {};
};
