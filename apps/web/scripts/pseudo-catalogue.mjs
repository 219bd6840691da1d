// Writes the test-only pseudo-locale (src/locales/pseudo/*.po) from the English source messages:
// every letter accented and each message about 30 % longer, so a word left outside the catalogues stands
// out as plain ASCII and a layout that breaks on longer words shows it. Placeholders ({name}), plural and
// select keywords, '#' and Lingui's numbered tags (<0>…</0>) are kept as they are. Run by `npm run i18n:extract`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(webDir, 'src/locales/pseudo');

const ACCENTED = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'àƀçđéƒĝĥîĵķłɱñöþǫŕšţûṽŵẋýžÀßÇĐÉƑĜĤÎĴĶĹϺÑÖÞǪŔŠŢÛṼŴẊÝŽ'][i]]),
);
const accent = (text) => text.replace(/[A-Za-z]/g, (c) => ACCENTED[c]);

/** The index of the brace that closes the one at `open`. */
function closing(message, open) {
  let depth = 0;
  for (let i = open; i < message.length; i += 1) {
    if (message[i] === '{') depth += 1;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  return message.length - 1;
}

/** Accents the text of an ICU message, leaving its syntax alone; returns [pseudo, letters accented]. */
function pseudo(message, inPlural = false) {
  let out = '';
  let letters = 0;
  for (let i = 0; i < message.length; ) {
    const c = message[i];
    if (c === '{') {
      const end = closing(message, i);
      const inner = message.slice(i + 1, end);
      const select = /^(\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,)([\s\S]*)$/.exec(inner);
      if (select) {
        // Branches: `key {message}` pairs, each message accented in turn.
        let branches = '';
        const rest = select[2];
        for (let j = 0; j < rest.length; ) {
          if (rest[j] === '{') {
            const branchEnd = closing(rest, j);
            const [text, n] = pseudo(rest.slice(j + 1, branchEnd), /plural/.test(select[1]));
            branches += `{${text}}`;
            letters += n;
            j = branchEnd + 1;
          } else {
            branches += rest[j];
            j += 1;
          }
        }
        out += `{${select[1]}${branches}}`;
      } else out += `{${inner}}`;
      i = end + 1;
    } else if (c === '<') {
      const tag = /^<\/?\d+\/?>/.exec(message.slice(i));
      if (tag) {
        out += tag[0];
        i += tag[0].length;
      } else {
        out += c;
        i += 1;
      }
    } else if (c === '#' && inPlural) {
      out += c;
      i += 1;
    } else {
      if (/[A-Za-z]/.test(c)) letters += 1;
      out += accent(c);
      i += 1;
    }
  }
  return [out, letters];
}

for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.po'))) {
  const file = path.join(dir, name);
  const po = PO.parse(fs.readFileSync(file, 'utf8'));
  for (const item of po.items) {
    const [text, letters] = pseudo(item.msgid);
    // 30 % longer: a padding of tildes at the end, outside every placeholder.
    item.msgstr = [letters > 0 ? `${text}${'~'.repeat(Math.ceil(letters * 0.3))}` : text];
  }
  fs.writeFileSync(file, po.toString().replace(/\n*$/, '\n'));
}
