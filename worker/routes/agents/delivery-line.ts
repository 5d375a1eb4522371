import type { Context } from 'hono';
import { formatMoney } from '../../../shared/money';
import type { AppEnv } from '../../context';
import type { ShippingOption } from '../feeds/shipping';
import { mdText } from './markdown';

/**
 * One delivery method in the market's words, as markdown: what it costs, from when it is
 * free, how long it takes ("Home delivery: 49 kr, Free delivery over 499 kr, 2–4 working days").
 */
export function deliveryLine(c: Context<AppEnv>, option: ShippingOption): string {
  const { t, market } = c.var;
  const [least, most] = option.leadDays;
  const parts = [
    option.price.amount === 0 ? t('checkout.delivery_free') : formatMoney(option.price.amount, market.locale),
    ...(option.freeFrom ? [t('usp.delivery', { amount: formatMoney(option.freeFrom.amount, market.locale) })] : []),
    ...(most === 0 ? [] : [most === 1 ? t('checkout.lead_day_one') : t('checkout.lead_days', { min: least, max: most })]),
  ];
  return `${mdText(option.service)}: ${mdText(parts.join(', '))}`;
}
