/**
 * A small table of what Google Search Central documents as required for the structured
 * data this shop writes (merchant listings: Product and Offer; product variants:
 * ProductGroup; shipping details: OfferShippingDetails; shipping policy: ShippingService;
 * return policy: MerchantReturnPolicy; Organization; Breadcrumb; ItemList carousels), plus
 * what the shop promises on top (every offer states its condition; the shop states how every
 * offer is delivered, and an offer delivered otherwise states its own). `problemsOf` walks one JSON-LD object
 * and names every rule it breaks, with where: [] means valid.
 */

type Node = Record<string, unknown>;

/** The market a page belongs to: its currency and country, and its origin for absolute addresses. */
export interface PageMarket {
  currency: string;
  country: string;
  origin: string;
}

interface TypeRule {
  /** Dotted paths that must hold a value (an empty text or list counts as missing). */
  required: string[];
  /** Further checks of values; each returns its problems. */
  values?: (node: Node, market: PageMarket) => string[];
  /** Nested objects checked as the type named, single or each of a list. */
  nested?: Record<string, string>;
}

const SCHEMA = 'https://schema.org/';
const ofSchema = (...names: string[]) => names.map((name) => `${SCHEMA}${name}`);

const AVAILABILITY = ofSchema('InStock', 'LimitedAvailability', 'OutOfStock', 'BackOrder', 'PreOrder', 'Discontinued', 'SoldOut');
const RETURN_CATEGORIES = ofSchema('MerchantReturnFiniteReturnWindow', 'MerchantReturnNotPermitted', 'MerchantReturnUnlimitedWindow');
const RETURN_METHODS = ofSchema('ReturnByMail', 'ReturnInStore', 'ReturnAtKiosk');
const RETURN_FEES = ofSchema('FreeReturn', 'ReturnFeesCustomerResponsibility', 'ReturnShippingFees');
const VARIES_BY = ofSchema('color', 'size', 'material', 'pattern', 'suggestedAge', 'suggestedGender');

const isAmount = (value: unknown) => typeof value === 'string' && /^\d+(\.\d+)?$/.test(value);
const oneOf = (what: string, value: unknown, allowed: readonly string[]) =>
  allowed.includes(String(value)) ? [] : [`${what} ${JSON.stringify(value)} is none of ${allowed.join(', ')}`];
const isAbsoluteOn = (url: unknown, origin: string) => typeof url === 'string' && url.startsWith(`${origin}/`);

function days(node: Node | undefined, what: string): string[] {
  if (!node) return [`${what} is missing`];
  const { minValue, maxValue, unitCode } = node as { minValue: unknown; maxValue: unknown; unitCode: unknown };
  const problems: string[] = [];
  if (!Number.isInteger(minValue) || !Number.isInteger(maxValue) || (minValue as number) < 0 || (minValue as number) > (maxValue as number))
    problems.push(`${what} must be whole days, minValue <= maxValue`);
  if (unitCode !== 'DAY') problems.push(`${what}.unitCode must be DAY`);
  return problems;
}

function listItems(node: Node, market: PageMarket, link: 'item' | 'url'): string[] {
  const items = (node.itemListElement as Node[] | undefined) ?? [];
  return items.flatMap((item, i) => {
    const problems: string[] = [];
    if (item['@type'] !== 'ListItem') problems.push(`itemListElement[${i}] is no ListItem`);
    if (item.position !== i + 1) problems.push(`itemListElement[${i}].position is ${String(item.position)}, not ${i + 1}`);
    // Google: item is needed on every crumb but the last.
    const isLastCrumb = link === 'item' && i === items.length - 1;
    if (!isLastCrumb && !isAbsoluteOn(item[link], market.origin))
      problems.push(`itemListElement[${i}].${link} is no address on ${market.origin}`);
    if (link === 'item' && typeof item.name !== 'string') problems.push(`itemListElement[${i}].name is missing`);
    return problems;
  });
}

const PRODUCT: TypeRule = {
  required: ['name', 'image', 'offers'],
  nested: { offers: 'Offer' },
  values: (node, market) =>
    ((node.image as unknown[]) ?? []).flatMap((url, i) => (isAbsoluteOn(url, market.origin) ? [] : [`image[${i}] is not absolute`])),
};

export const RULES: Record<string, TypeRule> = {
  Product: PRODUCT,
  ProductGroup: {
    required: ['name', 'productGroupID', 'variesBy', 'hasVariant'],
    nested: { hasVariant: 'Product' },
    values: (node) => ((node.variesBy as unknown[]) ?? []).flatMap((by) => oneOf('variesBy', by, VARIES_BY)),
  },
  Offer: {
    required: ['price', 'priceCurrency', 'availability', 'itemCondition', 'url'],
    nested: { shippingDetails: 'OfferShippingDetails', hasMerchantReturnPolicy: 'MerchantReturnPolicy' },
    values: (node, market) => [
      ...(isAmount(node.price) && Number(node.price) > 0 ? [] : [`price ${JSON.stringify(node.price)} is no amount above 0`]),
      ...(node.priceCurrency === market.currency ? [] : [`priceCurrency ${String(node.priceCurrency)} is not ${market.currency}`]),
      ...oneOf('availability', node.availability, AVAILABILITY),
      ...oneOf('itemCondition', node.itemCondition, ofSchema('NewCondition')),
      ...((node.shippingDetails as Node[] | undefined) ?? []).flatMap((details, i) => {
        const rate = details.shippingRate as Node | undefined;
        return rate?.currency === node.priceCurrency ? [] : [`shippingDetails[${i}].shippingRate.currency differs from the offer's`];
      }),
    ],
  },
  OfferShippingDetails: {
    required: ['shippingDestination.addressCountry', 'shippingRate.value', 'shippingRate.currency', 'deliveryTime'],
    values: (node, market) => {
      const rate = node.shippingRate as Node;
      const time = (node.deliveryTime as Node | undefined) ?? {};
      return [
        ...((node.shippingDestination as Node).addressCountry === market.country
          ? []
          : ['shippingDestination is not the market’s country']),
        ...(isAmount(rate.value) ? [] : [`shippingRate.value ${JSON.stringify(rate.value)} is no amount`]),
        ...days(time.handlingTime as Node | undefined, 'deliveryTime.handlingTime'),
        ...days(time.transitTime as Node | undefined, 'deliveryTime.transitTime'),
      ];
    },
  },
  MerchantReturnPolicy: {
    required: ['applicableCountry', 'returnPolicyCategory'],
    values: (node, market) => {
      const isFinite = node.returnPolicyCategory === `${SCHEMA}MerchantReturnFiniteReturnWindow`;
      const isPermitted = node.returnPolicyCategory !== `${SCHEMA}MerchantReturnNotPermitted`;
      return [
        ...(node.applicableCountry === market.country
          ? []
          : [`applicableCountry ${String(node.applicableCountry)} is not ${market.country}`]),
        ...oneOf('returnPolicyCategory', node.returnPolicyCategory, RETURN_CATEGORIES),
        ...(isFinite && !(Number.isInteger(node.merchantReturnDays) && (node.merchantReturnDays as number) > 0)
          ? ['merchantReturnDays must be whole days above 0 for a finite window']
          : []),
        ...(isPermitted ? oneOf('returnMethod', node.returnMethod, RETURN_METHODS) : []),
        ...(isPermitted ? oneOf('returnFees', node.returnFees, RETURN_FEES) : []),
      ];
    },
  },
  ShippingService: {
    required: ['name', 'shippingConditions'],
    nested: { shippingConditions: 'ShippingConditions' },
    values: (node) => days((node.handlingTime as Node | undefined)?.duration as Node | undefined, 'handlingTime.duration'),
  },
  ShippingConditions: {
    required: ['shippingDestination.addressCountry', 'shippingRate.value', 'shippingRate.currency', 'transitTime.duration'],
    values: (node, market) => {
      const rate = node.shippingRate as Node;
      const orderValue = node.orderValue as Node | undefined;
      return [
        ...((node.shippingDestination as Node).addressCountry === market.country
          ? []
          : ['shippingDestination is not the market’s country']),
        ...(isAmount(rate.value) ? [] : [`shippingRate.value ${JSON.stringify(rate.value)} is no amount`]),
        ...(rate.currency === market.currency ? [] : [`shippingRate.currency ${String(rate.currency)} is not ${market.currency}`]),
        ...(orderValue && orderValue.currency !== market.currency ? ['orderValue.currency is not the market’s'] : []),
        ...(orderValue && typeof orderValue.minValue !== 'number' ? ['orderValue.minValue is no number'] : []),
        ...days((node.transitTime as Node).duration as Node, 'transitTime.duration'),
      ];
    },
  },
  OnlineStore: {
    required: ['name', 'url', 'logo'],
    nested: { hasMerchantReturnPolicy: 'MerchantReturnPolicy', hasShippingService: 'ShippingService' },
  },
  Organization: { required: ['name', 'url'], nested: { hasMerchantReturnPolicy: 'MerchantReturnPolicy' } },
  BreadcrumbList: { required: ['itemListElement'], values: (node, market) => listItems(node, market, 'item') },
  ItemList: { required: ['itemListElement'], values: (node, market) => listItems(node, market, 'url') },
  Person: { required: ['name'] },
};

const valueAt = (node: Node, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Node)[key] : undefined), node);
const isMissing = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Every rule `node` breaks, each with where ("Product.offers[1].price ..."); the top object must name @context. */
export function problemsOf(node: Node, market: PageMarket, at = '', expected?: string): string[] {
  const type = String(node['@type']);
  const where = `${at}${type}`;
  const rule = RULES[type];
  if (!rule) return [`${where}: a type the rules do not know`];
  const problems: string[] = [];
  if (at === '' && node['@context'] !== 'https://schema.org') problems.push(`${where}: @context is not https://schema.org`);
  if (expected && expected !== type && !(expected === 'Organization' && type === 'OnlineStore'))
    problems.push(`${where}: expected ${expected}`);
  for (const path of rule.required) if (isMissing(valueAt(node, path))) problems.push(`${where}: ${path} is required`);
  if (problems.length === 0 && rule.values) problems.push(...rule.values(node, market).map((problem) => `${where}: ${problem}`));
  for (const [key, nestedType] of Object.entries(rule.nested ?? {})) {
    const value = node[key];
    if (value === undefined) continue;
    const list = Array.isArray(value) ? (value as Node[]) : [value as Node];
    list.forEach((child, i) =>
      problems.push(...problemsOf(child, market, `${where}.${key}${Array.isArray(value) ? `[${i}]` : ''} `, nestedType)),
    );
  }
  return problems;
}
