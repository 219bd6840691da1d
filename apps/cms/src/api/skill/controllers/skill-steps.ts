/*
 * A skill's steps and templates are `private` in its schema, so Strapi's generic content API can never
 * return or filter by them, whatever populate, filters or relation path a request uses (media `related`,
 * users/me …). They leave the server only through the shapes below: a free skill's on the public
 * skill routes, a premium skill's only on the premium-checked account route (DESIGN.md security 4).
 */

const SKILL = 'api::skill.skill';

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

/** The private parts, and how each leaves the server. */
const PARTS = { skill_step: { populate: { image: true }, shape: toSteps }, skill_templates: { populate: true, shape: toTemplates } } as const;
type Part = keyof typeof PARTS;
const PART_NAMES = Object.keys(PARTS) as Part[];
const partOf = (name: string) => PART_NAMES.find((p) => name === p || name.startsWith(`${p}.`));

/**
 * Which private parts a query's populate names, and the populate without them (Strapi refuses a
 * private attribute there). `populate=*` does not include them: they are asked for by name.
 */
export const takePartsFromPopulate = (populate: unknown): { wanted: Part[]; rest: unknown } => {
  if (populate && typeof populate === 'object' && !Array.isArray(populate)) {
    const wanted = PART_NAMES.filter((p) => Object.prototype.hasOwnProperty.call(populate, p));
    if (!wanted.length) return { wanted, rest: populate };
    const rest = Object.fromEntries(Object.entries(populate).filter(([k]) => !wanted.includes(k as Part)));
    return { wanted, rest: Object.keys(rest).length ? rest : undefined };
  }
  const list = names(populate);
  const wanted = PART_NAMES.filter((p) => list.some((n) => partOf(n) === p));
  if (!wanted.length) return { wanted, rest: populate };
  const rest = list.filter((n) => !partOf(n));
  return { wanted, rest: rest.length ? rest : undefined };
};

/** Adds the `wanted` parts to the free skills among `data` (a list or one entry); premium skills get none. */
export const attachFreeParts = async (data: unknown, wanted: Part[]) => {
  const entries = (Array.isArray(data) ? data : data ? [data] : []) as Entry[];
  const ids = entries.map((e) => e.documentId).filter((id): id is string => typeof id === 'string');
  if (!ids.length || !wanted.length) return;
  const free = await strapi.db.query(SKILL).findMany({
    where: { documentId: { $in: ids }, $or: [{ premium: false }, { premium: null }] },
    select: ['documentId'],
    populate: Object.fromEntries(wanted.map((p) => [p, PARTS[p].populate])),
  });
  const byId = new Map(free.map((s) => [s.documentId, s]));
  for (const e of entries) {
    const skill = byId.get(e.documentId as string);
    if (skill) for (const p of wanted) e[p] = PARTS[p].shape(skill[p]);
  }
};
