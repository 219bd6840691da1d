/*
 * A skill's steps and templates are `private` in its schema, so Strapi's generic content API can never
 * return or filter by them, whatever populate, filters or relation path a request uses (media `related`,
 * users/me …). They leave the server only through the shapes below: a free skill's steps on the public
 * skill routes, a premium skill's only on the premium-checked account route (DESIGN.md security 4).
 */

const SKILL = 'api::skill.skill';
const STEPS = 'skill_step';

type Media = { url?: string; width?: number | null; height?: number | null; alternativeText?: string | null } | null | undefined;
type Step = { id: number | string; title?: string | null; description?: string | null; warning?: string | null; image?: Media };
type Template = { id: number | string; name?: string | null; content?: string | null };
type Entry = Record<string, unknown> & { documentId?: unknown };

const toMedia = (file: Media) =>
  file?.url ? { url: file.url, width: file.width ?? null, height: file.height ?? null, alternativeText: file.alternativeText ?? null } : null;

export const toSteps = (steps: Step[] | null | undefined) =>
  (steps ?? []).map((s) => ({ id: s.id, title: s.title ?? '', description: s.description ?? null, warning: s.warning ?? null, image: toMedia(s.image) }));

export const toTemplates = (templates: Template[] | null | undefined) =>
  (templates ?? []).map((t) => ({ id: t.id, name: t.name ?? '', content: t.content ?? null }));

const names = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()) : Array.isArray(value) ? value.flatMap(names) : [];

/**
 * Whether a query's populate names the steps, and the populate without them (Strapi would refuse a
 * private attribute there). `populate=*` does not include them: steps are asked for by name.
 */
export const takeStepsFromPopulate = (populate: unknown): { wanted: boolean; rest: unknown } => {
  if (populate && typeof populate === 'object' && !Array.isArray(populate)) {
    if (!Object.prototype.hasOwnProperty.call(populate, STEPS)) return { wanted: false, rest: populate };
    const { [STEPS]: _steps, ...rest } = populate as Record<string, unknown>;
    return { wanted: true, rest: Object.keys(rest).length ? rest : undefined };
  }
  const isSteps = (name: string) => name === STEPS || name.startsWith(`${STEPS}.`);
  const list = names(populate);
  if (!list.some(isSteps)) return { wanted: false, rest: populate };
  const rest = list.filter((n) => !isSteps(n));
  return { wanted: true, rest: rest.length ? rest : undefined };
};

/** Adds `skill_step` to the free skills among `data` (a list or one entry); premium skills get none. */
export const attachFreeSteps = async (data: unknown) => {
  const entries = (Array.isArray(data) ? data : data ? [data] : []) as Entry[];
  const ids = entries.map((e) => e.documentId).filter((id): id is string => typeof id === 'string');
  if (!ids.length) return;
  const free = await strapi.db.query(SKILL).findMany({
    where: { documentId: { $in: ids }, $or: [{ premium: false }, { premium: null }] },
    select: ['documentId'],
    populate: { [STEPS]: { populate: { image: true } } },
  });
  const stepsOf = new Map(free.map((s) => [s.documentId, toSteps(s[STEPS])]));
  for (const e of entries) if (stepsOf.has(e.documentId as string)) e[STEPS] = stepsOf.get(e.documentId as string);
};
