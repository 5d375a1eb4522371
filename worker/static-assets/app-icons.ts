/**
 * The web app manifest's PNG icons (worker/routes/agents/manifest.ts) by their name under
 * /assets/: the shop's icon (worker/routes/static-images.ts `favicon`) at 192 and 512 px, its
 * maskable version at 512 px and Apple's touch icon at 180 px. Their bytes are in
 * ./app-icons-png.ts, drawn by resvg from the SVGs and checked against them by
 * ./app-icons.test.ts (as /favicon.ico's are), so the build needs no image code.
 */
import { favicon, maskableIcon } from '../routes/static-images';

export interface AppIcon {
  name: string;
  size: number;
  /** The manifest's `purpose`: `any` (shown as drawn) or `maskable` (cropped by the platform). */
  purpose: 'any' | 'maskable';
  svg: () => string;
}

export const APP_ICONS: readonly AppIcon[] = [
  { name: 'icon-192.png', size: 192, purpose: 'any', svg: favicon },
  { name: 'icon-512.png', size: 512, purpose: 'any', svg: favicon },
  { name: 'icon-maskable-512.png', size: 512, purpose: 'maskable', svg: maskableIcon },
];

/** iOS ignores the manifest's icons and takes this one (`<link rel="apple-touch-icon">`), full-bleed like a maskable icon. */
export const APPLE_TOUCH_ICON: AppIcon = { name: 'apple-touch-icon.png', size: 180, purpose: 'maskable', svg: maskableIcon };
