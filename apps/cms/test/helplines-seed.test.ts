import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helplineSchema, type Helpline } from '@steady/contracts';
import { callOn } from './api';
import { changeDatabaseAt } from './database';
import { freePort, startStrapi, testServerEnv, type StrapiProcess } from './strapi-process';
import { createTestDatabase, makeWorkDir, type TestDatabase } from './test-database';

/**
 * A database an older seed made: it has no Spanish helplines yet, and its US and UK entries have no
 * languages; an operator has edited one. A start adds what the seed file has and the database lacks,
 * and leaves the operator's edit alone.
 */
let strapi: StrapiProcess;
let db: TestDatabase;
let workDir: string;

beforeAll(async () => {
  workDir = makeWorkDir();
  db = await createTestDatabase(workDir);
  await changeDatabaseAt(db.env, 'DELETE FROM helplines WHERE country = ?', ['ES']);
  await changeDatabaseAt(db.env, 'UPDATE helplines SET languages = NULL WHERE country IN (?, ?)', ['US', 'GB']);
  await changeDatabaseAt(db.env, 'UPDATE helplines SET hours = ?, languages = ? WHERE country = ? AND name = ?', [
    'Edited by an operator',
    'cy',
    'GB',
    'Samaritans',
  ]);
  strapi = await startStrapi(testServerEnv(db.env, workDir), await freePort());
});

afterAll(async () => {
  await strapi?.stop();
  await db?.drop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('the helpline seed on a database an older seed made', () => {
  it('adds the new countries and the missing languages, and keeps what an operator changed', async () => {
    const res = await callOn(strapi.url, 'GET', '/api/helplines');
    expect(res.status).toBe(200);
    const list: Helpline[] = res.body.data.map((h: unknown) => helplineSchema.parse(h));
    const spain = list.filter((h) => h.country === 'ES');
    expect(spain.map((h) => h.phone)).toEqual(['112', '024']);
    expect(spain[1]).toMatchObject({ languages: ['es'], lastChecked: null });
    for (const h of list.filter((l) => l.country === 'US')) expect(h.languages, h.name).toEqual(['en', 'es']);
    expect(list.find((h) => h.country === 'GB' && h.name === 'Emergency services')?.languages).toEqual(['en']);
    expect(list.find((h) => h.country === 'GB' && h.name === 'Samaritans')).toMatchObject({ hours: 'Edited by an operator', languages: ['cy'] });
  });
});
