// Reads the pauses V8 prints under `node --trace-gc` from a server's log, for the part written since
// `from` (a byte offset): how often the young generation was scavenged and how long the process stood
// still for it, and the same for full (mark-compact) collections. A pause stops every request in flight.
import fs from 'node:fs';

/** The log's size now: pass it back as `from` after the load to read only what the load caused. */
export const logOffset = (logFile) => fs.statSync(logFile).size;

/** `[1234:0x…]  567 ms: Scavenge 12.3 (20.1) -> 4.5 (20.1) MB, 1.23 / 0.00 ms  (…)`: the pause is the first ms figure. */
const PAUSE = /: (Scavenge|Mark-Compact|Mark-sweep)\b[^\n]*?MB, ([\d.]+) \/ [\d.]+ ms/g;

export const gcPauses = (logFile, from) => {
  const fd = fs.openSync(logFile, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const buffer = Buffer.alloc(Math.max(0, size - from));
    fs.readSync(fd, buffer, 0, buffer.length, from);
    const young = [];
    const full = [];
    for (const [, kind, ms] of buffer.toString('utf8').matchAll(PAUSE)) (kind === 'Scavenge' ? young : full).push(Number(ms));
    const sum = (xs) => xs.reduce((a, x) => a + x, 0);
    return {
      scavenges: young.length,
      scavengeMs: sum(young),
      longestScavengeMs: Math.max(0, ...young),
      fullGcs: full.length,
      fullGcMs: sum(full),
    };
  } finally {
    fs.closeSync(fd);
  }
};
