// Browser tests drive Debian's Chromium (Playwright's own download does not work here).
// When /usr/bin/chromium is missing: install it with apt as root, or say what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM } from './lib/chromium.mjs';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian package "chromium" with apt-get ...');
  try {
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  } catch {
    console.error('Installing Chromium failed. Run:\n  apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
}
