import { labelsTranslator } from '../../../i18n';
import type { CartLabels } from '../contracts';

/**
 * The drawers' texts: rosetta (shared/i18n) over the labels the server translated, with
 * the {{placeholders}} it left in (names, prices, codes) filled in here.
 */
export function cartText(labels: CartLabels) {
  return labelsTranslator(labels);
}
