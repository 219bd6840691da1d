// `npm run db:reset`: empties the database (and the uploaded seed images), then loads the seed
// content again. SQLite at DATABASE_FILENAME by default; PostgreSQL when DATABASE_URL is set.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { buildIfStale, cmsDir, withSecrets } from '../../../scripts/lib/project.mjs';

const require = createRequire(import.meta.url);

if (process.env.NODE_ENV === 'production' && process.env.CONFIRM_RESET !== 'yes') {
  console.error('Refusing to reset a production database. Set CONFIRM_RESET=yes if you really mean it.');
  process.exit(1);
}

buildIfStale({ admin: false });
Object.assign(process.env, withSecrets(process.env));

if (process.env.DATABASE_URL) {
  const { Client } = require('pg');
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await client.end();
  console.log('› emptied the PostgreSQL database');
} else {
  const file = path.resolve(process.env.DATABASE_FILENAME || path.join(cmsDir, '.tmp', 'data.db'));
  for (const f of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) fs.rmSync(f, { force: true });
  console.log(`› removed ${file}`);
}
const uploads = path.join(cmsDir, 'public', 'uploads');
for (const f of fs.readdirSync(uploads)) if (f !== '.gitkeep') fs.rmSync(path.join(uploads, f), { recursive: true, force: true });

process.chdir(cmsDir);
const { createStrapi, compileStrapi } = require('@strapi/strapi');
const app = await createStrapi({ ...(await compileStrapi()), autoReload: false }).load();
console.log('› seed content loaded');
await app.destroy();
process.exit(0);
