import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { cacheReadStatements } from './sqlite-statement-cache';

const open = (max?: number) => {
  const db = cacheReadStatements(new Database(':memory:'), max);
  db.exec('create table t (id integer primary key, name text)');
  db.prepare('insert into t (name) values (?)').run('a');
  return db;
};

describe('cacheReadStatements', () => {
  it('hands back the same prepared read for the same SQL, with fresh bindings and fresh data each time', () => {
    const db = open();
    const read = 'select * from t where id = ?';
    expect(db.prepare(read)).toBe(db.prepare(read));
    expect(db.prepare(read).all(1)).toEqual([{ id: 1, name: 'a' }]);
    db.prepare('insert into t (name) values (?)').run('b');
    expect(db.prepare(read).all(2)).toEqual([{ id: 2, name: 'b' }]);
  });

  it('does not keep writes', () => {
    const db = open();
    const write = 'update t set name = ? where id = ?';
    expect(db.prepare(write)).not.toBe(db.prepare(write));
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const db = open(2);
    const [a, b, c] = ['select 1', 'select 2', 'select 3'];
    const first = db.prepare(a);
    db.prepare(b);
    db.prepare(a); // a is now the most recent
    db.prepare(c); // drops b
    expect(db.prepare(a)).toBe(first);
    const bAgain = db.prepare(b);
    expect(db.prepare(b)).toBe(bAgain);
  });

  it('answers with the new columns after the table changes', () => {
    const db = open();
    const read = 'select * from t where id = ?';
    expect(db.prepare(read).all(1)).toEqual([{ id: 1, name: 'a' }]);
    db.exec('alter table t add column city text');
    db.prepare('update t set city = ? where id = ?').run('Oslo', 1);
    expect(db.prepare(read).all(1)).toEqual([{ id: 1, name: 'a', city: 'Oslo' }]);
  });
});
