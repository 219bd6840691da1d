/**
 * The best of our encodings that an Accept-Encoding header allows, by OUR preference (Brotli first),
 * not the header's order: Chrome sends 'gzip, deflate, br, zstd', and Koa's negotiation would pick
 * gzip from that. An encoding is allowed when named (or matched by '*') with q > 0.
 */
export const pickEncoding = <E extends string>(header: string | undefined, preferred: readonly E[]): E | null => {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  return preferred.find((e) => (q.get(e) ?? q.get('*') ?? 0) > 0) ?? null;
};
