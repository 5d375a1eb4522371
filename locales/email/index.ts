import type { LocaleCode } from '../../shared/locales';
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

/** The e-mails' strings (services/commerce/src/mail; not served to browsers), English is the source of truth. */
export type EmailStrings = typeof en;

export const EMAIL: Record<LocaleCode, EmailStrings> = { sv, da, de, cs, en, es, et, fi, fr, hr, hu, it, lt, lv, nl, pl, pt, ro, sl };
