import type { IncomingLine } from '../../../shared/cart';
import type { AddToCartLine } from './contracts';

/** The fields the page does not know are the server's to fill in on the next sync. */
export function toIncomingLine(line: AddToCartLine, quantity: number): IncomingLine {
  return {
    metadata: null,
    discount_category: null,
    categories: [],
    stock_status: 'instock' as const,
    ordinary_price: line.price,
    ...line,
    quantity,
    cart_notice: null,
    adjusted_quantity: null,
    subscription_interval: null,
    cross_selling_product_id: null,
    added_by_coupon: null,
    campaign: null,
  };
}
