// How every browser here is started: Debian's Chromium (Playwright's own download does not
// work on this machine) with the flags that keep it headless, quiet and off the network.
// Used by the browser tests (playwright.config.ts), the benches and ensure-chromium.
//
// Two builds of the same Chromium (Debian's packages `chromium` and `chromium-headless-shell`,
// one version): the full browser, and its headless shell, which is Blink and V8 without the
// browser's own UI layer, as Playwright itself runs headless tests. The browser tests run in
// the shell, which took the run's browser stage from 9.1 to 5.5 minutes here; a spec that
// tests what only the full browser does (the back/forward cache) asks for it with
// `test.use({ launchOptions: chromiumLaunchOptions })` (tests/e2e/instant.spec.ts). The benches
// measure the full browser, as a shopper runs it.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/** The Debian package of each executable (scripts/ensure-chromium.mjs installs what is missing). */
export const BROWSER_PACKAGES = [
  { path: CHROMIUM, name: 'chromium' },
  { path: HEADLESS_SHELL, name: 'chromium-headless-shell' },
];

const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Launch options for Playwright, the full browser; each launch gets a fresh profile directory from Playwright. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM, args };

/** The same for the headless shell: the browser tests' default (playwright.config.ts). */
export const headlessShellLaunchOptions = { executablePath: HEADLESS_SHELL, args };
