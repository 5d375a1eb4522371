import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { NO_SCRIPT_CSS, NO_SCRIPT_STYLESHEET } from '../components/browse/NoScript';
import { favicon, paymentLogo } from '../routes/static-images';
import { APP_ICON_PNGS } from './app-icons-png';
import { SPECULATION_RULES_FILE, speculationRules } from './speculation-rules';

/**
 * The static files the build draws itself (esbuild writes the rest): the favicon, the web
 * app manifest's icons (./app-icons.ts), the footer's payment marks and the speculation rules
 * (./speculation-rules.ts), by their name under /assets/. Their names carry no hash: pages,
 * the browser tests and other sites link them by name, so they are not immutable
 * (headers-file.ts). The one exception is the style of browsers without JavaScript
 * (worker/components/browse/NoScript.tsx), named by its content.
 */
export function generatedFiles(): Record<string, string | Uint8Array> {
  const methods = new Set(LOCALE_CODES.flatMap((code) => LOCALES[code].paymentMethods.map((method) => method.name)));
  return {
    'favicon.svg': favicon(),
    ...Object.fromEntries(
      Object.entries(APP_ICON_PNGS).map(([name, base64]) => [name, Uint8Array.from(atob(base64), (ch) => ch.charCodeAt(0))]),
    ),
    [SPECULATION_RULES_FILE]: JSON.stringify(speculationRules()),
    // Named by its content (a hash, as esbuild's names), so kept a year: ./index.ts.
    [NO_SCRIPT_STYLESHEET]: NO_SCRIPT_CSS,
    ...Object.fromEntries([...methods].map((name) => [`pay-${name}.svg`, paymentLogo(name)])),
  };
}
