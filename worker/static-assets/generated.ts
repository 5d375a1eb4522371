import { LOCALE_CODES, LOCALES } from '../../shared/locales';
import { favicon, paymentLogo } from '../routes/static-images';
import { SPECULATION_RULES_FILE, speculationRules } from './speculation-rules';

/**
 * The static files the build draws itself (esbuild writes the rest): the favicon, the
 * footer's payment marks and the speculation rules (./speculation-rules.ts), by their name under /assets/. Their names carry no hash: pages,
 * the browser tests and other sites link them by name, so they are not immutable
 * (headers-file.ts).
 */
export function generatedFiles(): Record<string, string> {
  const methods = new Set(LOCALE_CODES.flatMap((code) => LOCALES[code].paymentMethods.map((method) => method.name)));
  return {
    'favicon.svg': favicon(),
    [SPECULATION_RULES_FILE]: JSON.stringify(speculationRules()),
    ...Object.fromEntries([...methods].map((name) => [`pay-${name}.svg`, paymentLogo(name)])),
  };
}
