export const CHROMIUM: string;
export const HEADLESS_SHELL: string;
export const BROWSER_PACKAGES: { path: string; name: string }[];
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
export const headlessShellLaunchOptions: { executablePath: string; args: string[] };
