import { describe, expect, it } from 'vitest';
import { buildCsv, csvCell } from './csv-export';

/** Reads RFC 4180 text back into rows, quotes and all, so the tests check what a spreadsheet would see. */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      endCell();
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else {
      cell += c;
    }
  }
  return rows;
};

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1 555', "'+1 555"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
  ])('%s', (value, cell) => expect(csvCell(value)).toBe(cell));

  it('writes numbers and booleans as they are, and nothing for a missing value', () => {
    expect([csvCell(0), csvCell(7), csvCell(false), csvCell(null), csvCell(undefined)]).toEqual(['0', '7', 'false', '', '']);
  });
});

describe('buildCsv', () => {
  const csv = buildCsv({
    distressRatings: [
      { id: 'r1', skill: 'box-breathing', before: 8, after: 3, note: 'hands, then breath', createdAt: '2026-11-20T09:15:00.000Z', updatedAt: '' },
    ],
    stressCheckIns: [{ createdAt: '2026-11-19T21:00:00.000Z', stresses: ['panic', 'overwhelm'] }],
    diary: [
      {
        date: '2026-11-21',
        emotions: { sadness: 4, joy: 0 },
        urges: { selfHarm: { level: 2, actedOn: false } },
        skills: ['box-breathing', 'tipp'],
        note: '=1+1',
        updatedAt: '',
      },
    ],
  });
  const [header, ...rows] = parseCsv(csv.replace(/^\uFEFF/, ''));
  const byColumn = rows.map((row) => Object.fromEntries(header!.map((name, i) => [name, row[i]])));

  it('starts with a byte-order mark and ends every line with CRLF', () => {
    expect(csv.startsWith('\uFEFFkind,date,time_utc,')).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replace(/\r\n/g, '')).not.toMatch(/\n/);
  });

  it('has one row per entry, oldest first, each the same width as the header', () => {
    expect(rows.map((r) => r[0])).toEqual(['check-in', 'distress rating', 'diary day']);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
  });

  it('keeps every value where its column says', () => {
    expect(byColumn[0]).toMatchObject({ date: '2026-11-19', time_utc: '21:00:00', stresses: 'panic; overwhelm' });
    expect(byColumn[1]).toMatchObject({ skill: 'box-breathing', distress_before: '8', distress_after: '3', note: 'hands, then breath' });
    expect(byColumn[2]).toMatchObject({
      date: '2026-11-21',
      sadness: '4',
      joy: '0',
      anger: '',
      urge_selfHarm: '2',
      urge_selfHarm_acted_on: 'false',
      urge_substances: '',
      skills_used: 'box-breathing; tipp',
    });
  });

  it('writes a note that looks like a formula as text', () => {
    expect(byColumn[2]!.note).toBe("'=1+1");
  });
});
