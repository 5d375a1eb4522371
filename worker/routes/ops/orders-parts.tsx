/**
 * What the operator view's order pages share (docs/operations.md "Orders"): their address,
 * money as the commerce API keeps it, and the notice and way-back paragraphs.
 */
import type { OpsOrderAnswer } from '../../../shared/schemas/ops-orders';
import { OPS_PATH } from './pages';

export const ORDERS_PATH = `${OPS_PATH}/orders`;

/** Amounts as the commerce API keeps them (the currency's units, VAT included), with the currency. */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export const orderHref = (id: string) => `${ORDERS_PATH}/${encodeURIComponent(id)}`;

export type OrderLineAnswer = OpsOrderAnswer['lines'][number];

export function Problem({ message }: { message: string }) {
  return (
    <p className="notice error" role="alert">
      {message}
    </p>
  );
}

export function Back({ to, label }: { to: string; label: string }) {
  return (
    <p>
      <a href={to}>{label}</a>
    </p>
  );
}
