import type { LocaleCode } from '../shared/locales';
import cs from './cs.json';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import et from './et.json';
import fi from './fi.json';
import fr from './fr.json';
import hr from './hr.json';
import hu from './hu.json';
import it from './it.json';
import lt from './lt.json';
import lv from './lv.json';
import nl from './nl.json';
import pl from './pl.json';
import pt from './pt.json';
import ro from './ro.json';
import sl from './sl.json';
import sv from './sv.json';

import { ACCOUNT } from './account';
import { BROWSE } from './browse';
import { CART } from './cart';
import { CHECKOUT } from './checkout';
import { DESIGNER } from './designer';

/** The shape every language must have: English is the source of truth. */
export type Strings = Omit<typeof en, 'account'> & {
  /** The core account links' words plus the account area's namespace (locales/account). */
  account: (typeof en)['account'] & (typeof ACCOUNT)['en'];
  browse: (typeof BROWSE)['en'];
  cart: (typeof CART)['en'];
  checkout: (typeof CHECKOUT)['en'];
  designer: (typeof DESIGNER)['en'];
};

/**
 * Every language's strings. Typed as `Strings`, so a translation that lacks a key
 * fails the type check; locales/strings.test.ts also catches extra keys and
 * placeholder mismatches.
 */
const CORE: Record<LocaleCode, typeof en> = { sv, da, de, cs, en, es, et, fi, fr, hr, hu, it, lt, lv, nl, pl, pt, ro, sl };

/** Core strings plus each area's namespace (locales/<area>/<code>.json). */
export const STRINGS = Object.fromEntries(
  Object.entries(CORE).map(([code, core]) => [
    code,
    {
      ...core,
      account: { ...core.account, ...ACCOUNT[code as LocaleCode] },
      browse: BROWSE[code as LocaleCode],
      cart: CART[code as LocaleCode],
      checkout: CHECKOUT[code as LocaleCode],
      designer: DESIGNER[code as LocaleCode],
    },
  ]),
) as Record<LocaleCode, Strings>;
