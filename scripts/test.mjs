// `npm test`: build what the tests need, then run every suite — the shared rules' unit tests (contracts),
// CMS API tests against a real Strapi (SQLite, or PostgreSQL with TEST_DATABASE_URL), web unit/component
// tests, and Playwright e2e in Debian's Chromium. Prints one closing line: "total: N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { buildIfStale, cmsDir, root, webDir } from './lib/project.mjs';

const only = process.argv.slice(2); // e.g. `npm test -- cms web`
const wants = (suite) => only.length === 0 || only.includes(suite);
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-test-report-'));
const totals = { passed: 0, failed: 0 };
let exitCode = 0;

const runSuite = (name, cwd, args, countFrom, env = {}) => {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const r = spawnSync('npx', args, { cwd, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1', ...env } });
  const counts = countFrom();
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  if (r.status !== 0) {
    exitCode = 1;
    if (counts.failed === 0) totals.failed += 1; // a suite that crashed counts as a failure
  }
  console.log(`━━ ${name}: ${counts.passed} passed, ${counts.failed} failed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

const vitestCounts = (file) => () => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests };
};
const playwrightCounts = (file) => () => {
  if (!fs.existsSync(file)) return { passed: 0, failed: 0 };
  const s = JSON.parse(fs.readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + (s.flaky ?? 0), failed: s.unexpected };
};
const vitest = (name, cwd, extra = []) => {
  const out = path.join(reportDir, `${name.replace(/\W+/g, '-')}.json`);
  runSuite(name, cwd, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`, ...extra], vitestCounts(out));
};

if (wants('e2e')) ensureChromium();
buildIfStale({ admin: false });

if (wants('contracts')) vitest('contracts (shared rules)', path.join(root, 'packages', 'contracts'));
if (wants('cms')) vitest(`cms API (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, cmsDir);
if (wants('web')) vitest('web', webDir);
if (wants('e2e')) {
  const out = path.join(reportDir, 'e2e.json');
  runSuite('e2e (Playwright, Debian Chromium)', path.join(root, 'e2e'), ['playwright', 'test'], playwrightCounts(out), { PLAYWRIGHT_JSON_OUTPUT_NAME: out });
}

console.log(`\ntotal: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(exitCode);
