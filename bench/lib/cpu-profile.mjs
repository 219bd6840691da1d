// Reads the .cpuprofile files `node --cpu-prof` wrote and lists where the time went: the functions with
// the most self time, and the packages (or our own files) they belong to. `skipMs` leaves out the first
// milliseconds of the process (its start and seeding), so the figures are those of the load.
import fs from 'node:fs';
import path from 'node:path';

const where = (url) => {
  if (!url) return '(native)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const dist = url.indexOf('/apps/cms/dist/');
  if (dist >= 0) return `cms:${url.slice(dist + '/apps/cms/dist/'.length)}`;
  return url.startsWith('node:') ? url : path.basename(url);
};

const fmtMs = (ms) => `${(ms / 1000).toFixed(1)} s`;

export const summarizeProfiles = (dir, { top = 25, skipMs = 0 } = {}) => {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  const byFunction = new Map();
  const byPlace = new Map();
  let total = 0;
  for (const f of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas;
    let at = 0; // ms since the profile started
    for (let i = 0; i < profile.samples.length; i++) {
      const node = nodes.get(profile.samples[i]);
      const ms = (dt[i] ?? 0) / 1000;
      at += ms;
      if (at < skipMs) continue;
      total += ms;
      const { functionName, url, lineNumber } = node.callFrame;
      const place = where(url);
      const fn = `${functionName || '(anonymous)'} ${place}${url ? `:${lineNumber + 1}` : ''}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
    }
  }
  const list = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => `  ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  return [
    `${fmtMs(total)} of samples after the first ${fmtMs(skipMs)}; self time by function (top ${top}):`,
    ...list(byFunction),
    `self time by package or file (top ${top}):`,
    ...list(byPlace),
  ].join('\n');
};
