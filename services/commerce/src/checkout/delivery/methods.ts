import type { Currency } from '../../catalog/constants';
import { hashString } from '../../random';
import type { DeliveryMethod, ServicePoint } from '../../../../../shared/delivery';
import type { ShippingMethod } from '../../../../../shared/schemas/checkout';

export { EMAIL_DELIVERY, type DeliveryMethod, type ServicePoint } from '../../../../../shared/delivery';

/**
 * Delivery in each market (issue 11): the methods a postal code can have, with price and
 * lead time in the store's currency. The free-delivery threshold is the one the cart
 * drawer's widget states (the seed writes it from here).
 */
export const FREE_DELIVERY_FROM: Record<Currency, number> = { SEK: 499, DKK: 399, GBP: 45, EUR: 49 };
/** Home delivery below the free-delivery threshold, as the delivery page states it. */
export const DELIVERY_COST: Record<Currency, number> = { SEK: 49, DKK: 39, GBP: 3.95, EUR: 4.95 };

const PRICES: Record<PostalMethodId, Record<Currency, number>> = {
  home: DELIVERY_COST,
  service_point: { SEK: 39, DKK: 29, GBP: 2.95, EUR: 3.95 },
  express: { SEK: 129, DKK: 99, GBP: 9.95, EUR: 12.95 },
};

type PostalMethodId = Exclude<ShippingMethod, 'email'>;

/** Working days from order to delivery, least and most. */
const LEAD_DAYS: Record<PostalMethodId, [number, number]> = { home: [2, 4], service_point: [2, 4], express: [1, 1] };

/** Areas express couriers do not reach the next day: northern Sweden and Finland, the Scottish isles. */
function isRemote(country: string, postalCode: string): boolean {
  if (country === 'SE') return /^[89]/.test(postalCode);
  if (country === 'FI') return /^9/.test(postalCode);
  if (country === 'GB') return /^(HS|ZE|KW1[5-7])/.test(postalCode);
  return false;
}

/** The methods offered for a postal code (already in the market's written form). */
export function deliveryMethods(country: string, currency: Currency, postalCode: string): DeliveryMethod[] {
  const ids: PostalMethodId[] = isRemote(country, postalCode) ? ['home', 'service_point'] : ['home', 'service_point', 'express'];
  return ids.map((id) => ({
    id,
    price: PRICES[id][currency],
    free_from: id === 'express' ? null : FREE_DELIVERY_FROM[currency],
    lead_days: LEAD_DAYS[id],
  }));
}

/** Pick-up networks per market (the demo API's points are generated; a real upstream lists real ones). */
const NETWORKS: Record<string, string[]> = {
  SE: ['PostNord Ombud', 'DHL Service Point', 'Instabox'],
  DK: ['PostNord Pakkeshop', 'GLS PakkeShop', 'DAO Pakkeshop'],
  DE: ['DHL Packstation', 'Hermes PaketShop', 'DPD Pickup'],
  GB: ['Royal Mail Customer Service Point', 'Evri ParcelShop', 'InPost Locker'],
  NL: ['PostNL Punt', 'DHL ServicePoint', 'DPD Pickup'],
  PL: ['InPost Paczkomat', 'DPD Pickup', 'Orlen Paczka'],
  FI: ['Posti Pakettiautomaatti', 'Matkahuolto', 'DB Schenker'],
};
const DEFAULT_NETWORKS = ['DPD Pickup', 'GLS ParcelShop', 'DHL Service Point'];

/** The five nearest pick-up points for a postal code (already in its written form), nearest first. */
export function servicePoints(country: string, postalCode: string): ServicePoint[] {
  const networks = NETWORKS[country] ?? DEFAULT_NETWORKS;
  // Hashed, so a postal code always lists the same points.
  const seed = hashString(`${country}:${postalCode}`);
  return Array.from({ length: 5 }, (_, index) => {
    const network = networks[(seed + index) % networks.length]!;
    return {
      id: `${country}-${postalCode.replace(/\W/g, '')}-${index + 1}`,
      name: `${network} ${postalCode}`,
      street: `${network.split(' ')[0]} ${((seed >>> (index * 3)) % 90) + 1}`,
      postal_code: postalCode,
      distance_m: 250 + index * 400 + ((seed >>> index) % 200),
      opening_hours: index % 2 === 0 ? 'Mon–Fri 08–20, Sat 10–16' : 'Mon–Sun 07–22',
    };
  });
}
