/**
 * The market's delivery as the shop's standard shipping policy (Google's merchant shipping
 * policy structured data: ShippingService under the shop's OnlineStore, `hasShippingService`,
 * ./shop.ts). It applies to every offer on the domain that does not state its own
 * (`shippingDetails`: a gift card, e-mailed for nothing: ./offers.ts), as the return policy
 * does, so a product page no longer repeats every method for every size (docs/browse.md
 * "Structured data"). What it states is what the merchant feeds state per item
 * (worker/routes/feeds/shipping.ts): a method costs its price below its free-from order
 * value and nothing from it, and takes its working days from order to door (handling
 * included, 0 days of its own).
 */
import type { Money } from '../feeds/items';
import type { ShippingOption } from '../feeds/shipping';

/** "49.00": schema.org wants a plain number, with a dot. */
export const amountOf = (money: Money) => money.amount.toFixed(2);

/** A price or a rate as schema.org's MonetaryAmount. */
export const monetaryAmount = (money: Money) => ({ '@type': 'MonetaryAmount', value: amountOf(money), currency: money.currency });

export const deliveryDays = (least: number, most: number) => ({
  '@type': 'QuantitativeValue',
  minValue: least,
  maxValue: most,
  unitCode: 'DAY',
});

const period = (least: number, most: number) => ({ '@type': 'ServicePeriod', duration: deliveryDays(least, most) });

/** One delivery method of the market as a ShippingService: one set of conditions below its free-from value, one from it. */
export function shippingService(option: ShippingOption, country: string): object {
  const condition = (rate: Money, orderValue?: object) => ({
    '@type': 'ShippingConditions',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: country },
    ...(orderValue ? { orderValue: { '@type': 'MonetaryAmount', currency: rate.currency, ...orderValue } } : {}),
    shippingRate: monetaryAmount(rate),
    transitTime: period(...option.leadDays),
  });
  const { freeFrom, price } = option;
  return {
    '@type': 'ShippingService',
    name: option.service,
    handlingTime: period(0, 0),
    shippingConditions:
      freeFrom === undefined
        ? [condition(price)]
        : [
            // Below the threshold (a cent under it: order values are whole cents), then from it.
            condition(price, { minValue: 0, maxValue: Math.max(0, Math.round(freeFrom.amount * 100 - 1) / 100) }),
            condition({ ...price, amount: 0 }, { minValue: freeFrom.amount }),
          ],
  };
}
