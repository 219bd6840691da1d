// The few calls the e2e tests make on the e2e server's SQLite file (tests/history.ts); the package ships no types.
declare module 'better-sqlite3' {
  type Statement = { run(...params: unknown[]): unknown; get(...params: unknown[]): unknown };
  export default class Database {
    constructor(file: string, options?: { timeout?: number; fileMustExist?: boolean });
    prepare(sql: string): Statement;
    close(): void;
  }
}
