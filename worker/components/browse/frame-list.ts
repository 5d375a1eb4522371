import type { PurchaseLabels } from '../../../client/islands/browse/ProductPurchase';
import type { LocaleCode } from '../../../shared/locales';
import type { FrameOffer } from '../../../shared/purchase';
import type { ProductSummary } from '../../../shared/types';
import type { Translate } from '../../i18n';
import { propsFile, type PropsFile } from '../props-file';
import { frameOffers, purchaseLabels } from './purchase-props';

/**
 * The frames the purchase panel offers, one file per language at a content-addressed address
 * (`/props/frames.{hash}.json`, ../props-file.ts, served by worker/routes/frame-list.ts): they
 * are the same on every product page of a language, and were 10 KB of each page's props
 * (docs/site.md "What a page weighs"). The page renders the panel with them and names the file
 * in the panel's data block; the browser fetches it when the panel hydrates and keeps it a year
 * (a changed list is a new address).
 *
 * The file also holds the poster panel's texts (`labels`, 1 KB of a poster's page, the same on
 * every poster page of the language): a panel whose texts are those (./purchase-panel.ts) leaves
 * them out of its page too.
 */
export interface FrameList extends PropsFile {
  /** The panel's shared props: what the file holds (`json` is `JSON.stringify` of them). */
  props: { frames: FrameOffer[]; labels: PurchaseLabels };
}

/**
 * The file of each frames read seen, by the read's own array: an answer of the edge cache is
 * checked once per entry and is then the same object (worker/api/answers.ts), so a product page
 * or the file's route reuses the offers, the JSON and its address instead of making them again;
 * the file is made (and hashed) once per entry and isolate, when the entry is stored or refreshed.
 */
const lists = new WeakMap<readonly ProductSummary[], FrameList>();

/**
 * The frames list of a language (the layout's frames read, which is that language's: `t` and
 * `code` are its texts) as its file, with the poster panel's texts.
 */
export function frameListOf(frames: readonly ProductSummary[], t: Translate, code: LocaleCode): FrameList {
  let list = lists.get(frames);
  if (!list) {
    const props = { frames: frameOffers(frames), labels: purchaseLabels(t, code) };
    lists.set(frames, (list = { props, ...propsFile('frames', JSON.stringify(props)) }));
  }
  return list;
}
