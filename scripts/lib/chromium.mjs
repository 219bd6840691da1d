import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The e2e tests drive Debian's Chromium; install it with apt-get when it is missing (never a browser download). */
export const ensureChromium = () => {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`✖ ${CHROMIUM} is missing. Install Debian's Chromium: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('› installing Debian Chromium for the browser tests (apt-get install -y chromium)');
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', 'chromium'],
  ]) {
    const r = spawnSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (r.status !== 0) {
      console.error(`✖ apt-get ${args.join(' ')} failed`);
      process.exit(1);
    }
  }
};
