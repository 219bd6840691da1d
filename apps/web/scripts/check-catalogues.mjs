// Fails when the message catalogues (src/locales) and the code disagree: a message the code uses that a
// catalogue lacks, a message a catalogue keeps that the code no longer uses, a shipped language with an
// untranslated message, or a catalogue that does not say whether a native speaker reviewed it.
// Extraction runs on the real files and they are put back as they were: nothing here edits the tree.
//
//   npm run i18n:check -w @steady/web        (the fix: npm run i18n:extract -w @steady/web, then translate)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const localesDir = path.join(webDir, 'src/locales');
const linguiCli = path.join(path.dirname(fileURLToPath(import.meta.resolve('@lingui/cli'))), 'lingui.js');
const SOURCE = 'en';
const PSEUDO = 'pseudo';

/** [locale, file] for every catalogue: src/locales/<locale>/<name>.po. */
const catalogues = () =>
  fs.readdirSync(localesDir).flatMap((locale) =>
    fs
      .readdirSync(path.join(localesDir, locale))
      .filter((f) => f.endsWith('.po'))
      .map((f) => [locale, path.join(localesDir, locale, f)]),
  );
const before = new Map(catalogues().map(([, file]) => [file, fs.readFileSync(file, 'utf8')]));

const problems = [];
try {
  execFileSync(process.execPath, [linguiCli, 'extract', '--clean'], { cwd: webDir, stdio: 'pipe' });
  execFileSync(process.execPath, [path.join(webDir, 'scripts/pseudo-catalogue.mjs')], { cwd: webDir, stdio: 'pipe' });
  for (const [, file] of catalogues()) {
    if (fs.readFileSync(file, 'utf8') !== before.get(file))
      problems.push(`${path.relative(localesDir, file)}: not in step with the code (messages added or no longer used)`);
  }
} finally {
  for (const [file, text] of before) fs.writeFileSync(file, text);
}

for (const [locale, file] of catalogues()) {
  const po = PO.parse(before.get(file));
  if (locale === SOURCE || locale === PSEUDO) continue;
  const review = po.headers['X-Reviewed-By-Native-Speaker'];
  if (review !== 'yes' && review !== 'no') problems.push(`${path.relative(localesDir, file)}: the header X-Reviewed-By-Native-Speaker must say yes or no`);
  const untranslated = po.items.filter((item) => !item.obsolete && !item.msgstr.some((s) => s.trim()));
  if (untranslated.length > 0) {
    const examples = untranslated.slice(0, 3).map((item) => JSON.stringify(item.msgid));
    problems.push(`${path.relative(localesDir, file)}: ${untranslated.length} message(s) not translated, e.g. ${examples.join(', ')}`);
  }
}

if (problems.length > 0) {
  console.error(`Message catalogues:\n  ${problems.join('\n  ')}\nRun \`npm run i18n:extract -w @steady/web\`, then translate what is new.`);
  process.exit(1);
}
const locales = [...new Set(catalogues().map(([locale]) => locale))];
console.log(`Message catalogues in step with the code: ${locales.join(', ')}`);
