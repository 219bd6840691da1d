import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sqliteProbe } from './database-probe';

let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A database file and a second connection that can lock it, as a write's commit or another process does. */
const lockedFile = () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-probe-'));
  const filename = path.join(dir, 'probe.db');
  const holder = new Database(filename);
  holder.exec('create table t (id integer primary key)');
  return { filename, holder };
};

describe('the SQLite probe', () => {
  it('answers while the file is free', async () => {
    const { filename, holder } = lockedFile();
    await expect(sqliteProbe({ filename })()).resolves.toBeUndefined();
    holder.close();
  });

  it('waits out a lock held for a moment, as a commit holds it', async () => {
    const { filename, holder } = lockedFile();
    holder.exec('begin exclusive');
    setTimeout(() => holder.exec('commit'), 30);
    await expect(sqliteProbe({ filename })()).resolves.toBeUndefined();
    holder.close();
  });

  it('counts the file as away when it stays locked', async () => {
    const { filename, holder } = lockedFile();
    holder.exec('begin exclusive');
    await expect(sqliteProbe({ filename })()).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    holder.exec('commit');
    holder.close();
  });
});
