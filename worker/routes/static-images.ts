import type { PaymentMethodName } from '../../shared/locales';

const LOGOS: Record<PaymentMethodName, { bg: string; fg: string; text: string; w: number; h: number }> = {
  visa: { bg: '#1a1f71', fg: '#fff', text: 'VISA', w: 48, h: 16 },
  mastercard: { bg: '#fff', fg: '#222', text: 'MC', w: 32, h: 20 },
  amex: { bg: '#2e77bb', fg: '#fff', text: 'AMEX', w: 28, h: 28 },
  klarna: { bg: '#ffb3c7', fg: '#17120f', text: 'Klarna', w: 56, h: 16 },
  bankid: { bg: '#193e4f', fg: '#fff', text: 'BankID', w: 24, h: 24 },
  ideal: { bg: '#cc0066', fg: '#fff', text: 'iDEAL', w: 24, h: 24 },
};

/** A simple badge standing in for a payment provider's logo file. */
export function paymentLogo(name: PaymentMethodName): string {
  const l = LOGOS[name];
  const size = Math.min(l.h * 0.55, (l.w / l.text.length) * 1.5);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${l.w} ${l.h}" width="${l.w}" height="${l.h}"><rect width="${l.w}" height="${l.h}" rx="2" fill="${l.bg}" stroke="#0003"/><text x="50%" y="55%" dominant-baseline="middle" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="${size.toFixed(1)}" fill="${l.fg}">${l.text}</text></svg>`;
}

export function favicon(): string {
  return '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1d3557"/><path d="M8 24L16 7l8 17" fill="none" stroke="#f1faee" stroke-width="3"/></svg>';
}
