export const CHROMIUM: string;
export const chromiumLaunchOptions: { executablePath: string; args: string[] };
