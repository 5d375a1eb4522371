import { PAYMENT_LOGO_SIZE, type PaymentMethodName } from '../../shared/locales';

/**
 * Payment method marks for the footer (docs/site.md "Layout"): simplified, recognisable drawings of each
 * brand's acceptance mark on a card-shaped 50 x 32 tile (not the brands' artwork). Word
 * marks use `textLength`, so whatever sans-serif font the device has, the word fills the
 * same width and never leaves its tile. Sized for 1x and 2x screens: no text under 9 px.
 */

const FONT = `font-family="Arial,Helvetica,'Liberation Sans',sans-serif"`;

const word = (x: number, y: number, size: number, length: number, fill: string, text: string, style = 'font-weight="700"') =>
  `<text x="${x}" y="${y}" font-size="${size}" textLength="${length}" lengthAdjust="spacingAndGlyphs" fill="${fill}" ${FONT} ${style}>${text}</text>`;

const MARKS: Record<PaymentMethodName, { background: string; body: string }> = {
  // Bold italic blue word mark on white, a gold band below.
  visa: {
    background: '#fff',
    body: `${word(7, 21, 16, 36, '#1a1f71', 'VISA', 'font-style="italic" font-weight="900"')}<rect x="7" y="24.5" width="36" height="2" rx="1" fill="#f7b600"/>`,
  },
  // Two overlapping circles, red and yellow, the overlap orange, on a dark tile.
  mastercard: {
    background: '#231f20',
    body:
      '<circle cx="19.5" cy="16" r="9.5" fill="#eb001b"/><circle cx="30.5" cy="16" r="9.5" fill="#f79e1b"/>' +
      '<path d="M25 7.9A9.5 9.5 0 0 1 25 24.1A9.5 9.5 0 0 1 25 7.9Z" fill="#ff5f00"/>',
  },
  // The blue box: AMERICAN over EXPRESS in white, inside a thin white frame.
  amex: {
    background: '#016fd0',
    body:
      '<rect x="3.5" y="3.5" width="43" height="25" rx="1.5" fill="none" stroke="#fff" stroke-width="1"/>' +
      word(7, 15, 9, 36, '#fff', 'AMERICAN') +
      word(9, 24.5, 9, 32, '#fff', 'EXPRESS'),
  },
  // Pink badge with the black word mark and its full stop.
  klarna: {
    background: '#ffb3c7',
    body: `${word(6, 20.5, 13, 33, '#17120f', 'Klarna')}<circle cx="42.5" cy="19.2" r="1.7" fill="#17120f"/>`,
  },
  // The iD symbol (a rounded square with i and D) above the BankID word mark.
  bankid: {
    background: '#fff',
    body:
      '<rect x="19" y="3.5" width="12" height="12" rx="3" fill="#193e4f"/>' +
      '<path d="M22.3 6.6v.2M22.3 8.6v4.4M24.6 6.8v6.2h1.5a3.1 3.1 0 000-6.2z" fill="none" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/>' +
      word(8, 27, 10, 34, '#193e4f', 'BankID'),
  },
  // A white speech-bubble square: a black i with its dot, then DEAL in magenta.
  ideal: {
    background: '#fff',
    body:
      '<rect x="5" y="4" width="40" height="24" rx="4" fill="#fff" stroke="#0a0a0a" stroke-width="1.2"/>' +
      '<circle cx="11.5" cy="10.5" r="1.8" fill="#cc0066"/><rect x="9.9" y="13.5" width="3.2" height="9" fill="#0a0a0a"/>' +
      word(15.5, 22.5, 11, 25.5, '#cc0066', 'DEAL'),
  },
};

/** The footer's mark for a payment method, as an SVG document (served from /assets/pay-<name>.svg). */
export function paymentLogo(name: PaymentMethodName): string {
  const { width: w, height: h } = PAYMENT_LOGO_SIZE;
  const mark = MARKS[name];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">` +
    `<rect x="0.5" y="0.5" width="${w - 1}" height="${h - 1}" rx="4" fill="${mark.background}" stroke="#0000002e"/>` +
    `${mark.body}</svg>`
  );
}

/** The shop's colours, as the icon draws them: the web app manifest's theme and background (worker/routes/agents/manifest.ts). */
export const BRAND_COLOURS = { theme: '#1d3557', mark: '#f1faee' } as const;

/**
 * The installed shop's icon when the platform crops it to its own shape (a web app
 * manifest's `maskable` purpose): the colour to every edge and the mark inside the middle
 * 80 % (the safe zone, a circle of 40 % radius), so no crop cuts it.
 */
export function maskableIcon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND_COLOURS.theme}"/><g transform="translate(16 16) scale(0.6) translate(-16 -15.5)"><path d="M8 24L16 7l8 17" fill="none" stroke="${BRAND_COLOURS.mark}" stroke-width="3"/></g></svg>`;
}

export function favicon(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="${BRAND_COLOURS.theme}"/><path d="M8 24L16 7l8 17" fill="none" stroke="${BRAND_COLOURS.mark}" stroke-width="3"/></svg>`;
}
