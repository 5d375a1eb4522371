// Browser tests drive Debian's Chromium and its headless shell (Playwright's own download does
// not work here; scripts/lib/chromium.mjs says which runs what). When either is missing:
// install the missing packages with apt as root, or say what to run.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { BROWSER_PACKAGES } from './lib/chromium.mjs';

const missing = BROWSER_PACKAGES.filter(({ path }) => !existsSync(path));
if (missing.length > 0) {
  const names = missing.map(({ name }) => name).join(' ');
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const paths = missing.map(({ path }) => path).join(' and ');
  if (!isRoot) {
    console.error(`Missing ${paths}. Install with:\n  sudo apt-get update && sudo apt-get install -y ${names}`);
    process.exit(1);
  }
  console.log(`Missing ${paths}: installing Debian's ${names} with apt-get ...`);
  try {
    execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${names}`, { stdio: 'inherit' });
  } catch {
    console.error(`Installing ${names} failed. Run:\n  apt-get update && apt-get install -y ${names}`);
    process.exit(1);
  }
}
