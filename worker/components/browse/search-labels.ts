import type { SearchLabels } from '../../../client/islands/browse/HeaderSearch';
import type { Translate } from '../../i18n';

/** The header search dropdown's texts, for the Header to pass as `labels` (saves the /api/strings read). */
export function searchLabels(t: Translate): SearchLabels {
  return {
    searching: t('browse.search.searching'),
    noProducts: t('browse.search.no_products'),
    showAll: t('browse.search.show_all', { query: '{{query}}' }),
  };
}
