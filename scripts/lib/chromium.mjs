// How every browser here is started: Debian's Chromium (Playwright's own download does not
// work on this machine) with the flags that keep it headless, quiet and off the network.
// Used by the browser tests (playwright.config.ts), the benches and ensure-chromium.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch options for Playwright; each launch gets a fresh profile directory from Playwright. */
export const chromiumLaunchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
