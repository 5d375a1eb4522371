import { SHOPPER_ADDED, type IncomingLine } from '../../../shared/cart';
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
    ...SHOPPER_ADDED,
  };
}
