// services/commerce/src/mail/render.ts
import { render, toPlainText } from "@react-email/render";

// services/commerce/src/mail/templates/GiftCard.tsx
import { Button } from "@react-email/button";
import { Section as Section2 } from "@react-email/section";
import { Text as Text2 } from "@react-email/text";

// shared/site-paths.ts
var PATHS = {
  checkout: "/checkout",
  checkoutConfirmation: "/checkout/confirmation",
  login: "/login",
  logout: "/logout",
  myAccount: "/my-account",
  myPosters: "/my-account/posters",
  mySales: "/my-account/sales",
  myPosterEdit: "/my-account/posters/edit",
  myProfileEdit: "/my-account/profile/edit",
  renderCustomPoster: "/render-custom-poster",
  giftCardBalance: "/gift-card/balance",
  unsubscribe: "/unsubscribe"
};
var PRIVATE_PATHS = [PATHS.checkout, PATHS.myAccount, PATHS.login, PATHS.logout, PATHS.renderCustomPoster];

// services/commerce/src/mail/templates/Layout.tsx
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
var RIGHT_TO_LEFT = /* @__PURE__ */ new Set(["ar", "fa", "he", "ur"]);
var text = { fontSize: "15px", lineHeight: "22px", color: "#1f1f1f", margin: "0 0 16px" };
var muted = { ...text, fontSize: "13px", lineHeight: "19px", color: "#5c5c5c" };
var heading = { fontSize: "17px", lineHeight: "24px", fontWeight: 600, margin: "24px 0 8px", color: "#1f1f1f" };
var button = {
  backgroundColor: "#1f1f1f",
  color: "#ffffff",
  borderRadius: "4px",
  padding: "12px 20px",
  fontSize: "15px",
  fontWeight: 600,
  textDecoration: "none",
  display: "inline-block"
};
function Layout({ words, title, preview, footer, unsubscribeUrl, children }) {
  const { t } = words;
  return /* @__PURE__ */ jsxs(Html, { lang: words.locale, dir: RIGHT_TO_LEFT.has(words.locale) ? "rtl" : "ltr", children: [
    /* @__PURE__ */ jsx(Head, { children: /* @__PURE__ */ jsx("title", { children: title }) }),
    /* @__PURE__ */ jsx(Preview, { children: preview }),
    /* @__PURE__ */ jsx(Body, { style: { backgroundColor: "#f4f2ee", margin: 0, padding: "24px 0", fontFamily: "Helvetica, Arial, sans-serif" }, children: /* @__PURE__ */ jsxs(Container, { style: { backgroundColor: "#ffffff", maxWidth: "600px", padding: "24px" }, children: [
      /* @__PURE__ */ jsx(Section, { children: /* @__PURE__ */ jsx(Link, { href: words.url("/"), style: { fontSize: "22px", fontWeight: 700, letterSpacing: "0.04em", color: "#1f1f1f" }, children: t("common.brand") }) }),
      /* @__PURE__ */ jsx(Section, { style: { paddingTop: "16px" }, children }),
      /* @__PURE__ */ jsx(Hr, { style: { borderColor: "#e4e0d8", margin: "24px 0 16px" } }),
      /* @__PURE__ */ jsxs(Text, { style: muted, children: [
        footer,
        unsubscribeUrl && /* @__PURE__ */ jsxs(Fragment, { children: [
          " ",
          /* @__PURE__ */ jsx(Link, { href: unsubscribeUrl, style: { color: "#5c5c5c", textDecoration: "underline" }, children: t("common.unsubscribe") })
        ] })
      ] })
    ] }) })
  ] });
}
var greeting = ({ t }, name) => name.trim() ? t("common.greeting", { name: name.trim() }) : t("common.greeting_no_name");

// services/commerce/src/mail/templates/GiftCard.tsx
import { Fragment as Fragment2, jsx as jsx2, jsxs as jsxs2 } from "react/jsx-runtime";
var giftCard = {
  subject: ({ t }, data) => t("gift_card.subject", { giver: data.giver }),
  body(words, data, subject) {
    const { t } = words;
    const amount2 = words.money(data.amount);
    const intro = t("gift_card.intro", { giver: data.giver, amount: amount2 });
    return /* @__PURE__ */ jsxs2(Layout, { words, title: subject, preview: intro, footer: t("common.footer_request", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx2(Text2, { style: text, children: greeting(words, data.recipient_name) }),
      /* @__PURE__ */ jsx2(Text2, { style: text, children: intro }),
      data.message && /* @__PURE__ */ jsxs2(Fragment2, { children: [
        /* @__PURE__ */ jsx2(Text2, { style: { ...text, marginBottom: "4px" }, children: t("gift_card.message", { giver: data.giver }) }),
        /* @__PURE__ */ jsx2(Text2, { style: { ...text, borderLeft: "3px solid #e4e0d8", paddingLeft: "12px", whiteSpace: "pre-line" }, children: data.message })
      ] }),
      /* @__PURE__ */ jsxs2(Section2, { style: { backgroundColor: "#f4f2ee", padding: "16px", margin: "8px 0 16px", textAlign: "center" }, children: [
        /* @__PURE__ */ jsx2(Text2, { style: { ...muted, margin: "0 0 4px" }, children: t("gift_card.code") }),
        /* @__PURE__ */ jsx2(Text2, { style: { ...text, fontSize: "24px", lineHeight: "32px", fontWeight: 700, letterSpacing: "0.08em", margin: "0 0 4px" }, children: data.code }),
        /* @__PURE__ */ jsx2(Text2, { style: { ...text, fontWeight: 600, margin: "0 0 4px" }, children: amount2 }),
        /* @__PURE__ */ jsx2(Text2, { style: { ...muted, margin: 0 }, children: t("gift_card.valid_until", { date: words.date(data.expires_at) }) })
      ] }),
      /* @__PURE__ */ jsx2(Text2, { style: text, children: t("gift_card.how_to_use", { shop: words.shop }) }),
      /* @__PURE__ */ jsx2(Text2, { style: text, children: t("gift_card.balance") }),
      /* @__PURE__ */ jsx2(Section2, { style: { margin: "0 0 24px" }, children: /* @__PURE__ */ jsx2(Button, { href: words.url(PATHS.giftCardBalance), style: button, children: t("gift_card.balance_action") }) })
    ] });
  }
};

// services/commerce/src/mail/templates/GiftCardReceipt.tsx
import { Text as Text3 } from "@react-email/text";
import { jsx as jsx3, jsxs as jsxs3 } from "react/jsx-runtime";
var giftCardReceipt = {
  subject: ({ t }, data) => t("gift_card_receipt.subject", { name: data.recipient_name }),
  body(words, data, subject) {
    const { t } = words;
    const intro = t("gift_card_receipt.intro", { amount: words.money(data.amount), name: data.recipient_name, email: data.recipient_email });
    return /* @__PURE__ */ jsxs3(Layout, { words, title: subject, preview: intro, footer: t("common.footer_order", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx3(Text3, { style: text, children: greeting(words, data.buyer_name) }),
      /* @__PURE__ */ jsx3(Text3, { style: text, children: intro }),
      /* @__PURE__ */ jsxs3(Text3, { style: text, children: [
        t("common.order_number"),
        ": ",
        /* @__PURE__ */ jsx3("strong", { children: data.order_id })
      ] }),
      /* @__PURE__ */ jsx3(Text3, { style: text, children: t("gift_card_receipt.not_arrived", { name: data.recipient_name }) })
    ] });
  }
};

// services/commerce/src/mail/templates/NewsletterConfirmation.tsx
import { Button as Button2 } from "@react-email/button";
import { Section as Section3 } from "@react-email/section";
import { Text as Text4 } from "@react-email/text";
import { jsx as jsx4, jsxs as jsxs4 } from "react/jsx-runtime";
var newsletterConfirmation = {
  subject: ({ t }) => t("newsletter_confirmation.subject"),
  body(words, data, subject) {
    const { t } = words;
    const intro = t("newsletter_confirmation.intro", { email: data.email, shop: words.shop });
    return /* @__PURE__ */ jsxs4(Layout, { words, title: subject, preview: intro, footer: t("common.footer_request", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx4(Text4, { style: text, children: intro }),
      /* @__PURE__ */ jsx4(Section3, { style: { margin: "8px 0 16px" }, children: /* @__PURE__ */ jsx4(Button2, { href: data.confirm_url, style: button, children: t("newsletter_confirmation.action") }) }),
      /* @__PURE__ */ jsx4(Text4, { style: muted, children: t("newsletter_confirmation.expires", { count: data.valid_days }) }),
      /* @__PURE__ */ jsx4(Text4, { style: text, children: t("newsletter_confirmation.ignore") })
    ] });
  }
};

// services/commerce/src/mail/templates/NewsletterWelcome.tsx
import { Link as Link2 } from "@react-email/link";
import { Section as Section4 } from "@react-email/section";
import { Text as Text5 } from "@react-email/text";

// shared/locales.ts
var PAYMENT_LOGO_SIZE = { width: 50, height: 32 };
var logo = (name) => ({ name, ...PAYMENT_LOGO_SIZE });
var card = [logo("visa"), logo("mastercard"), logo("amex")];
var klarna = logo("klarna");
var bankid = logo("bankid");
function locale(code, storeID, iso, name, countryCode, country, currency, extra) {
  return {
    code,
    iso,
    name,
    storeID,
    countryCode,
    country,
    currency,
    // SPEC 9: sv, da (and no) show no decimals, the others two.
    currencyDecimals: code === "sv" || code === "da" ? 0 : 2,
    paymentMethods: [...card, ...extra]
  };
}
var LOCALES = {
  sv: locale("sv", 1, "sv-SE", "Svenska", "SE", "Sverige", "SEK", [klarna, bankid]),
  da: locale("da", 2, "da-DK", "Dansk", "DK", "Danmark", "DKK", [klarna, bankid]),
  de: locale("de", 3, "de-DE", "Deutsch", "DE", "Deutschland", "EUR", [klarna]),
  cs: locale("cs", 4, "cs-CZ", "\u010Ce\u0161tina", "CZ", "\u010Cesko", "EUR", []),
  en: locale("en", 5, "en-GB", "English", "GB", "United Kingdom", "GBP", [klarna]),
  es: locale("es", 6, "es-ES", "Espa\xF1ol", "ES", "Espa\xF1a", "EUR", []),
  et: locale("et", 7, "et-EE", "Eesti", "EE", "Eesti", "EUR", []),
  fi: locale("fi", 8, "fi-FI", "Suomi", "FI", "Suomi", "EUR", [klarna, bankid]),
  fr: locale("fr", 9, "fr-FR", "Fran\xE7ais", "FR", "France", "EUR", []),
  hr: locale("hr", 10, "hr-HR", "Hrvatski", "HR", "Hrvatska", "EUR", []),
  hu: locale("hu", 11, "hu-HU", "Magyar", "HU", "Magyarorsz\xE1g", "EUR", []),
  it: locale("it", 12, "it-IT", "Italiano", "IT", "Italia", "EUR", []),
  lt: locale("lt", 13, "lt-LT", "Lietuvi\u0173", "LT", "Lietuva", "EUR", []),
  lv: locale("lv", 14, "lv-LV", "Latvie\u0161u", "LV", "Latvija", "EUR", []),
  nl: locale("nl", 15, "nl-NL", "Nederlands", "NL", "Nederland", "EUR", [logo("ideal"), klarna]),
  pl: locale("pl", 16, "pl-PL", "Polski", "PL", "Polska", "EUR", []),
  pt: locale("pt", 17, "pt-PT", "Portugu\xEAs", "PT", "Portugal", "EUR", []),
  ro: locale("ro", 18, "ro-RO", "Rom\xE2n\u0103", "RO", "Rom\xE2nia", "EUR", []),
  sl: locale("sl", 19, "sl-SI", "Sloven\u0161\u010Dina", "SI", "Slovenija", "EUR", [])
};

// services/commerce/src/mail/templates/NewsletterWelcome.tsx
import { Fragment as Fragment3, jsx as jsx5, jsxs as jsxs5 } from "react/jsx-runtime";
var newsletterWelcome = {
  subject: ({ t }) => t("newsletter_welcome.subject"),
  unsubscribeUrl: (data) => data.unsubscribe_url,
  body(words, data, subject) {
    const { t } = words;
    const intro = t("newsletter_welcome.intro", { email: data.email });
    const discount = new Intl.NumberFormat(LOCALES[words.locale].iso, { style: "percent" }).format(data.discount_percent / 100);
    return /* @__PURE__ */ jsxs5(
      Layout,
      {
        words,
        title: subject,
        preview: intro,
        footer: t("common.footer_newsletter", { shop: words.shop }),
        unsubscribeUrl: data.unsubscribe_url,
        children: [
          /* @__PURE__ */ jsx5(Text5, { style: text, children: intro }),
          data.code ? /* @__PURE__ */ jsxs5(Fragment3, { children: [
            /* @__PURE__ */ jsx5(Text5, { style: text, children: t("newsletter_welcome.code", { discount }) }),
            /* @__PURE__ */ jsx5(Section4, { style: { backgroundColor: "#f4f2ee", padding: "16px", margin: "0 0 16px", textAlign: "center" }, children: /* @__PURE__ */ jsx5(Text5, { style: { ...text, fontSize: "24px", lineHeight: "32px", fontWeight: 700, letterSpacing: "0.08em", margin: 0 }, children: data.code }) }),
            /* @__PURE__ */ jsx5(Text5, { style: text, children: t("newsletter_welcome.how_to_use", { shop: words.shop }) })
          ] }) : /* @__PURE__ */ jsx5(Text5, { style: text, children: t("newsletter_welcome.code_used") }),
          /* @__PURE__ */ jsxs5(Text5, { style: muted, children: [
            t("newsletter_welcome.leave"),
            " ",
            /* @__PURE__ */ jsx5(Link2, { href: data.unsubscribe_url, children: t("common.unsubscribe") })
          ] })
        ]
      }
    );
  }
};

// services/commerce/src/mail/templates/OrderConfirmation.tsx
import { Img } from "@react-email/img";
import { Text as Text6 } from "@react-email/text";
import { Fragment as Fragment4, jsx as jsx6, jsxs as jsxs6 } from "react/jsx-runtime";
function leadTime({ t }, [least, most]) {
  return least === most ? t("order.lead_time.exact", { count: most }) : t("order.lead_time.range", { least, count: most });
}
var MAX_LISTED_LINES = 50;
var cell = { fontSize: "14px", lineHeight: "20px", padding: "6px 0", verticalAlign: "top", color: "#1f1f1f" };
var amountCell = { ...cell, textAlign: "right", whiteSpace: "nowrap", paddingLeft: "12px" };
function AmountTable({ rows }) {
  return /* @__PURE__ */ jsx6("table", { width: "100%", cellPadding: 0, cellSpacing: 0, role: "presentation", "data-text-format": "dataTable", children: /* @__PURE__ */ jsx6("tbody", { children: rows.map(([label, amount2, isStrong], index) => {
    return /* @__PURE__ */ jsxs6("tr", { children: [
      /* @__PURE__ */ jsx6("td", { style: isStrong ? { ...cell, fontWeight: 600 } : cell, children: label }),
      /* @__PURE__ */ jsx6("td", { style: isStrong ? { ...amountCell, fontWeight: 600 } : amountCell, children: amount2 })
    ] }, index);
  }) }) });
}
function Block({ title, lines }) {
  return /* @__PURE__ */ jsxs6(Fragment4, { children: [
    /* @__PURE__ */ jsx6(Text6, { style: heading, children: title }),
    /* @__PURE__ */ jsx6(Text6, { style: text, children: lines.map((line, index) => /* @__PURE__ */ jsxs6("span", { children: [
      index > 0 && /* @__PURE__ */ jsx6("br", {}),
      line
    ] }, index)) })
  ] });
}
var orderConfirmation = {
  subject: ({ t }, { order: order2 }) => t("order.subject", { order: order2.order_id }),
  body(words, { order: order2, gift_cards }, subject) {
    const { t, money } = words;
    const { address, shipping, totals } = order2;
    const isByEmail = shipping.method === "email";
    const method = t(`order.methods.${shipping.method}`);
    const sums = [
      [t("order.products"), money(totals.lines)],
      ...totals.discount > 0 ? [[t("order.discount"), `\u2212${money(totals.discount)}`]] : [],
      [`${t("order.delivery")}: ${method}`, totals.shipping > 0 ? money(totals.shipping) : t("order.free")],
      ...totals.gift_cards > 0 ? [[t("order.gift_cards"), `\u2212${money(totals.gift_cards)}`]] : [],
      [t("order.total"), money(totals.total), true],
      [t("order.vat"), money(totals.vat)]
    ];
    const addressLines = [
      `${address.first_name ?? ""} ${address.last_name ?? ""}`.trim(),
      address.company,
      address.care_of ? `c/o ${address.care_of}` : "",
      address.street,
      `${address.postal_code ?? ""} ${address.city ?? ""}`.trim()
    ].filter((line) => Boolean(line));
    const point = shipping.service_point;
    const intro = `${t("order.thanks")} ${isByEmail ? t("order.by_email") : leadTime(words, shipping.lead_days)}`;
    return /* @__PURE__ */ jsxs6(Layout, { words, title: subject, preview: intro, footer: t("common.footer_order", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx6(Text6, { style: text, children: greeting(words, address.first_name ?? "") }),
      /* @__PURE__ */ jsx6(Text6, { style: text, children: intro }),
      /* @__PURE__ */ jsxs6(Text6, { style: text, children: [
        t("common.order_number"),
        ": ",
        /* @__PURE__ */ jsx6("strong", { children: order2.order_id })
      ] }),
      /* @__PURE__ */ jsx6(Text6, { style: heading, children: t("order.your_order") }),
      /* @__PURE__ */ jsx6("table", { width: "100%", cellPadding: 0, cellSpacing: 0, role: "presentation", "data-text-format": "dataTable", children: /* @__PURE__ */ jsx6("tbody", { children: order2.lines.slice(0, MAX_LISTED_LINES).map((line, index) => /* @__PURE__ */ jsxs6("tr", { children: [
        /* @__PURE__ */ jsx6("td", { style: { ...cell, width: "56px" }, children: line.thumb && /* @__PURE__ */ jsx6(Img, { src: words.url(line.thumb), alt: line.name, width: "48", style: { borderRadius: "2px" } }) }),
        /* @__PURE__ */ jsxs6("td", { style: cell, children: [
          line.quantity,
          " \xD7 ",
          line.name,
          line.variation_name ? ` (${line.variation_name})` : ""
        ] }),
        /* @__PURE__ */ jsx6("td", { style: amountCell, children: money(line.price * line.quantity) })
      ] }, index)) }) }),
      order2.lines.length > MAX_LISTED_LINES && /* @__PURE__ */ jsx6(Text6, { style: text, children: t("order.more_lines", { count: order2.lines.length - MAX_LISTED_LINES }) }),
      /* @__PURE__ */ jsx6(AmountTable, { rows: sums }),
      gift_cards.length > 0 && /* @__PURE__ */ jsx6(
        Block,
        {
          title: t("order.gift_cards_bought"),
          lines: gift_cards.map(
            (card2) => t("order.gift_card_line", {
              amount: money(card2.amount),
              name: card2.recipient_name,
              email: card2.recipient_email,
              date: words.date(card2.send_after)
            })
          )
        }
      ),
      !isByEmail && /* @__PURE__ */ jsx6(Block, { title: t("order.delivery_address"), lines: addressLines }),
      point && /* @__PURE__ */ jsx6(Block, { title: t("order.service_point"), lines: [point.name, point.street, point.postal_code] }),
      /* @__PURE__ */ jsx6(Text6, { style: text, children: t("common.questions") })
    ] });
  }
};

// services/commerce/src/mail/templates/PaymentFailed.tsx
import { Button as Button3 } from "@react-email/button";
import { Section as Section5 } from "@react-email/section";
import { Text as Text7 } from "@react-email/text";
import { jsx as jsx7, jsxs as jsxs7 } from "react/jsx-runtime";
var paymentFailed = {
  subject: ({ t }, data) => t("payment_failed.subject", { order: data.order_id }),
  body(words, data, subject) {
    const { t } = words;
    const intro = t("payment_failed.intro", { order: data.order_id });
    return /* @__PURE__ */ jsxs7(Layout, { words, title: subject, preview: intro, footer: t("common.footer_order", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx7(Text7, { style: text, children: greeting(words, data.first_name) }),
      /* @__PURE__ */ jsx7(Text7, { style: text, children: intro }),
      /* @__PURE__ */ jsx7(Text7, { style: text, children: t("payment_failed.retry") }),
      /* @__PURE__ */ jsx7(Section5, { style: { margin: "8px 0 24px" }, children: /* @__PURE__ */ jsx7(Button3, { href: words.url(PATHS.checkout), style: button, children: t("payment_failed.action") }) }),
      /* @__PURE__ */ jsx7(Text7, { style: text, children: t("common.questions") })
    ] });
  }
};

// services/commerce/src/mail/templates/Refund.tsx
import { Text as Text8 } from "@react-email/text";
import { Fragment as Fragment5, jsx as jsx8, jsxs as jsxs8 } from "react/jsx-runtime";
var refund = {
  subject: ({ t }, data) => t("refund.subject", { order: data.order_id }),
  body(words, data, subject) {
    const { t } = words;
    const intro = t("refund.intro", { amount: words.money(data.amount), order: data.order_id });
    return /* @__PURE__ */ jsxs8(Layout, { words, title: subject, preview: intro, footer: t("common.footer_order", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx8(Text8, { style: text, children: greeting(words, data.first_name) }),
      /* @__PURE__ */ jsx8(Text8, { style: text, children: intro }),
      data.lines.length > 0 && /* @__PURE__ */ jsxs8(Fragment5, { children: [
        /* @__PURE__ */ jsx8(Text8, { style: heading, children: t("refund.items") }),
        /* @__PURE__ */ jsx8(Text8, { style: text, children: data.lines.map((line, index) => /* @__PURE__ */ jsxs8("span", { children: [
          index > 0 && /* @__PURE__ */ jsx8("br", {}),
          line.quantity,
          " \xD7 ",
          line.name,
          line.variation_name ? ` (${line.variation_name})` : ""
        ] }, index)) })
      ] }),
      /* @__PURE__ */ jsx8(Text8, { style: text, children: t("refund.how") }),
      /* @__PURE__ */ jsx8(Text8, { style: text, children: t("common.questions") })
    ] });
  }
};

// services/commerce/src/mail/templates/UnsubscribeConfirmation.tsx
import { Button as Button4 } from "@react-email/button";
import { Section as Section6 } from "@react-email/section";
import { Text as Text9 } from "@react-email/text";
import { jsx as jsx9, jsxs as jsxs9 } from "react/jsx-runtime";
var unsubscribeConfirmation = {
  subject: ({ t }) => t("unsubscribe_confirmation.subject"),
  body(words, data, subject) {
    const { t } = words;
    const intro = t("unsubscribe_confirmation.intro");
    return /* @__PURE__ */ jsxs9(Layout, { words, title: subject, preview: intro, footer: t("common.footer_request", { shop: words.shop }), children: [
      /* @__PURE__ */ jsx9(Text9, { style: text, children: intro }),
      /* @__PURE__ */ jsx9(Section6, { style: { margin: "8px 0 16px" }, children: /* @__PURE__ */ jsx9(Button4, { href: data.unsubscribe_url, style: button, children: t("unsubscribe_confirmation.action") }) }),
      /* @__PURE__ */ jsx9(Text9, { style: text, children: t("unsubscribe_confirmation.ignore") })
    ] });
  }
};

// services/commerce/src/mail/templates/index.ts
var TEMPLATES = {
  "order-confirmation": orderConfirmation,
  "payment-failed": paymentFailed,
  "gift-card": giftCard,
  "gift-card-receipt": giftCardReceipt,
  refund,
  "newsletter-confirmation": newsletterConfirmation,
  "newsletter-welcome": newsletterWelcome,
  "unsubscribe-confirmation": unsubscribeConfirmation
};

// locales/email/cs.json
var cs_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/da.json
var da_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/de.json
var de_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/en.json
var en_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/es.json
var es_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/et.json
var et_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/fi.json
var fi_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/fr.json
var fr_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/hr.json
var hr_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/hu.json
var hu_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/it.json
var it_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/lt.json
var lt_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/lv.json
var lv_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/nl.json
var nl_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/pl.json
var pl_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/pt.json
var pt_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/ro.json
var ro_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/sl.json
var sl_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/sv.json
var sv_default = {
  common: {
    brand: "Artlane",
    greeting: "Hi {{name}},",
    greeting_no_name: "Hi,",
    order_number: "Order number",
    questions: "Questions? Just reply to this e-mail.",
    footer_order: "You receive this e-mail about your order at {{shop}}.",
    footer_newsletter: "You receive this e-mail because you subscribed to the Artlane newsletter at {{shop}}.",
    footer_request: "You receive this e-mail because someone entered this address at {{shop}}.",
    unsubscribe: "Unsubscribe"
  },
  order: {
    subject: "Order confirmation {{order}}",
    thanks: "Thank you for your order. We have received your payment.",
    lead_time: {
      exact: {
        zero: "We deliver within {{count}} working days.",
        one: "We deliver within {{count}} working day.",
        two: "We deliver within {{count}} working days.",
        few: "We deliver within {{count}} working days.",
        many: "We deliver within {{count}} working days.",
        other: "We deliver within {{count}} working days."
      },
      range: {
        zero: "We deliver within {{least}}\u2013{{count}} working days.",
        one: "We deliver within {{least}}\u2013{{count}} working day.",
        two: "We deliver within {{least}}\u2013{{count}} working days.",
        few: "We deliver within {{least}}\u2013{{count}} working days.",
        many: "We deliver within {{least}}\u2013{{count}} working days.",
        other: "We deliver within {{least}}\u2013{{count}} working days."
      }
    },
    by_email: "Each gift card is e-mailed to its recipient on the day you chose.",
    your_order: "Your order",
    more_lines: {
      zero: "\u2026 and {{count}} more items",
      one: "\u2026 and {{count}} more item",
      two: "\u2026 and {{count}} more items",
      few: "\u2026 and {{count}} more items",
      many: "\u2026 and {{count}} more items",
      other: "\u2026 and {{count}} more items"
    },
    products: "Products",
    discount: "Discount",
    delivery: "Delivery",
    gift_cards: "Gift cards",
    total: "Total",
    vat: "including VAT",
    free: "Free delivery",
    delivery_address: "Delivery address",
    service_point: "Pick-up point",
    methods: {
      home: "Home delivery",
      service_point: "Pick-up point",
      express: "Express delivery",
      email: "By e-mail"
    },
    gift_cards_bought: "Gift cards you bought",
    gift_card_line: "{{amount}} for {{name}} ({{email}}), sent on {{date}}"
  },
  payment_failed: {
    subject: "Your payment for order {{order}} did not go through",
    intro: "We could not take the payment for your order {{order}}, so it has not been placed. Nothing has been charged.",
    retry: "Your cart is still saved in the shop: you can try again with another card or another way to pay.",
    action: "Back to the checkout"
  },
  gift_card: {
    subject: "{{giver}} has sent you a gift card",
    intro: "{{giver}} has given you an Artlane gift card worth {{amount}}.",
    message: "A message from {{giver}}:",
    code: "Your gift card code",
    valid_until: "Valid until {{date}}",
    how_to_use: 'Enter the code under "Gift card" at checkout on {{shop}}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: "Check the balance at any time:",
    balance_action: "Check the balance"
  },
  gift_card_receipt: {
    subject: "Your gift card for {{name}} is on its way",
    intro: "The gift card worth {{amount}} that you bought for {{name}} has been e-mailed to {{email}}.",
    not_arrived: "If it has not arrived, ask {{name}} to look in their spam folder, or reply to this e-mail."
  },
  refund: {
    subject: "Refund for order {{order}}",
    intro: "We have refunded {{amount}} for your order {{order}}.",
    how: "The money goes back the way you paid. Depending on your bank, it can take a few days before it shows in your account.",
    items: "Refunded"
  },
  newsletter_confirmation: {
    subject: "Confirm your subscription to the Artlane newsletter",
    intro: "Someone, hopefully you, signed up {{email}} for the Artlane newsletter at {{shop}}.",
    action: "Confirm subscription",
    expires: {
      zero: "The link works for {{count}} days.",
      one: "The link works for {{count}} day.",
      two: "The link works for {{count}} days.",
      few: "The link works for {{count}} days.",
      many: "The link works for {{count}} days.",
      other: "The link works for {{count}} days."
    },
    ignore: "If it was not you, ignore this e-mail: you will get nothing more from us."
  },
  newsletter_welcome: {
    subject: "Welcome to the Artlane newsletter",
    intro: "Thank you for confirming. From now on the Artlane newsletter comes to {{email}}: new posters, artists and offers.",
    code: "Your code for {{discount}} off one order:",
    how_to_use: "Enter it in the cart or at checkout on {{shop}}.",
    code_used: "Your welcome code has already been used on an order.",
    leave: "No longer want the newsletter? You can unsubscribe at any time:"
  },
  unsubscribe_confirmation: {
    subject: "Confirm: unsubscribe from the Artlane newsletter",
    intro: "Someone asked to stop the Artlane newsletter for this address.",
    action: "Unsubscribe",
    ignore: "If it was not you, ignore this e-mail; nothing changes."
  }
};

// locales/email/index.ts
var EMAIL = { sv: sv_default, da: da_default, de: de_default, cs: cs_default, en: en_default, es: es_default, et: et_default, fi: fi_default, fr: fr_default, hr: hr_default, hu: hu_default, it: it_default, lt: lt_default, lv: lv_default, nl: nl_default, pl: pl_default, pt: pt_default, ro: ro_default, sl: sl_default };

// shared/i18n.ts
import rosetta from "rosetta";
var CATEGORIES = /* @__PURE__ */ new Set(["zero", "one", "two", "few", "many", "other"]);
function isPluralForms(value) {
  return typeof value === "object" && value !== null && typeof value.other === "string" && Object.entries(value).every(([key, form]) => CATEGORIES.has(key) && typeof form === "string");
}
var pluralRules = /* @__PURE__ */ new Map();
function pluralCategory(code, count2) {
  const value = typeof count2 === "number" ? count2 : typeof count2 === "string" && count2.trim() !== "" ? Number(count2) : NaN;
  if (!Number.isFinite(value)) return "other";
  let rules = pluralRules.get(code);
  if (!rules) pluralRules.set(code, rules = new Intl.PluralRules(code));
  return rules.select(value);
}
var numberFormats = /* @__PURE__ */ new Map();
function formatCount(code, count2) {
  if (typeof count2 !== "number" || !Number.isFinite(count2)) return count2;
  if (Number.isInteger(count2) && Math.abs(count2) < 1e3) return String(count2);
  let format = numberFormats.get(code);
  if (!format) numberFormats.set(code, format = new Intl.NumberFormat(code, { maximumFractionDigits: 2 }));
  return format.format(count2);
}
function createTranslator(code, table) {
  const r = rosetta({ [code]: table });
  r.locale(code);
  const t = (key, params) => {
    const value = r.t(key, params);
    if (typeof value === "string" && value !== "") return value;
    if (isPluralForms(value)) {
      const category = pluralCategory(code, params?.count);
      const form = value[category] === void 0 ? "other" : category;
      return r.t(`${key}.${form}`, { ...params, count: formatCount(code, params?.count) });
    }
    return key;
  };
  return Object.assign(t, { raw: (key) => rawString(table, key) });
}
function rawString(table, key) {
  let value = table;
  for (const part of key.split("."))
    value = typeof value === "object" && value !== null ? value[part] : void 0;
  return typeof value === "string" || isPluralForms(value) ? value : void 0;
}

// shared/money.ts
function currencyDecimals(locale2, includesVat = true) {
  return includesVat ? locale2.currencyDecimals : 2;
}
function roundMoney(amount2, decimals) {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(amount2) * factor).toPrecision(15));
  const rounded = Math.round(scaled) / factor;
  return Math.sign(amount2) * rounded || 0;
}
var formatters = /* @__PURE__ */ new Map();
function currencyFormatter(iso, currency, decimals) {
  const key = `${iso}|${currency}|${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(iso, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals
    });
    formatters.set(key, formatter);
  }
  return formatter;
}
function formatMoney(amount2, locale2, includesVat = true) {
  const decimals = currencyDecimals(locale2, includesVat);
  return currencyFormatter(locale2.iso, locale2.currency, decimals).format(roundMoney(amount2, decimals));
}

// services/commerce/src/mail/words.ts
var translators = /* @__PURE__ */ new Map();
function translator(locale2) {
  let t = translators.get(locale2);
  if (!t) translators.set(locale2, t = createTranslator(locale2, EMAIL[locale2]));
  return t;
}
function mailWords(locale2, shopOrigin) {
  const origin = new URL(shopOrigin);
  const { iso } = LOCALES[locale2];
  return {
    locale: locale2,
    t: translator(locale2),
    money: (amount2) => formatMoney(amount2, LOCALES[locale2]),
    date: (value) => new Intl.DateTimeFormat(iso, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(value.length === 10 ? `${value}T00:00:00.000Z` : value)
    ),
    shop: origin.host,
    url: (path) => new URL(path, origin).href
  };
}

// services/commerce/src/mail/render.ts
var MAX_HTML_BYTES = 100 * 1024;
async function renderMail(message) {
  const template = TEMPLATES[message.kind];
  const data = message.data;
  const words = mailWords(message.locale, data.shop_origin);
  const subject = template.subject(words, data);
  const html = await render(template.body(words, data, subject));
  const text3 = toPlainText(html);
  const unsubscribe = template.unsubscribeUrl?.(data);
  const headers = unsubscribe ? { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {};
  return { subject, html, text: text3, headers };
}

// shared/schemas/cart.ts
import * as v2 from "valibot";

// shared/email.ts
var EMAIL_PATTERN = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;
var MAX_EMAIL_LENGTH = 254;
function isValidEmail(value) {
  const address = value.trim();
  return address.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(address);
}

// shared/gift-card-limits.ts
var GIFT_CARD_LIMITS = {
  SEK: { min: 100, max: 1e4 },
  DKK: { min: 100, max: 7500 },
  GBP: { min: 10, max: 1e3 },
  EUR: { min: 10, max: 1e3 }
};
var MAX_GIFT_CARD_AMOUNT = Math.max(...Object.values(GIFT_CARD_LIMITS).map((limit) => limit.max));
var GIFT_CARD_FIELDS = { name: 100, email: 254, message: 300 };
var DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(text3) {
  const match = DATE.exec(text3);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text3;
}

// shared/json.ts
var isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

// shared/photo-limits.ts
var PHOTO_LIMITS = {
  /** The largest file the shop takes (a phone's full-size JPEG is 3 to 12 MB). */
  maxBytes: 25 * 1024 * 1024,
  /** The most pixels on either side (the artists' limit too): beyond it, printing would only scale it down. */
  maxSide: 2e4
};
var PHOTO_KEY = /^photos\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp)$/;
var PHOTO_KEY_MAX = "photos/".length + 36 + ".webp".length;

// shared/schemas/rules.ts
import * as v from "valibot";
var text2 = (min, max) => v.pipe(
  v.string("must be a string"),
  v.minLength(min, min === 1 ? "must not be empty" : `must be at least ${min} characters`),
  v.maxLength(max, `may be at most ${max} characters`)
);
var integer2 = (min, max) => {
  const message = `must be an integer from ${min} to ${max}`;
  return v.pipe(v.number(message), v.integer(message), v.minValue(min, message), v.maxValue(max, message));
};
var amount = (max = Number.MAX_VALUE) => v.pipe(
  v.number("must be a number"),
  v.finite("must be a number"),
  v.minValue(0, "must not be negative"),
  v.maxValue(max, `may be at most ${max}`)
);
var flag = v.boolean("must be true or false");
function record(entries) {
  return v.pipe(v.custom(isRecord, "must be an object"), v.strictObject(entries, "must be an object"));
}
var list = (item, max) => v.pipe(v.array(item, "must be an array"), v.maxLength(max, `may hold at most ${max} entries`));
var validItems = (item) => v.pipe(
  v.array(v.unknown(), "must be an array"),
  v.transform((value) => {
    const items = [];
    for (const entry of value) {
      const result = v.safeParse(item, entry);
      if (result.success) items.push(result.output);
    }
    return items;
  })
);

// shared/schemas/cart.ts
var MAX_LINE_QUANTITY = 5e3;
var MAX_CART_LINES = 200;
var WISHLIST_LIMITS = { items: 200, field: 500 };
var LINE_LIMITS = {
  sku: 64,
  uuid: 64,
  /** product_id and cross_selling_product_id: 1 to this. */
  id: 1e9,
  addedByCoupon: 50,
  templateFields: 20,
  templateKey: 40,
  templateValue: 200
};
var id = integer2(1, LINE_LIMITS.id);
var count = integer2(0, Number.MAX_SAFE_INTEGER);
var quantity = integer2(0, MAX_LINE_QUANTITY);
var sku = text2(1, LINE_LIMITS.sku);
var couponCode = text2(0, LINE_LIMITS.addedByCoupon);
var PRODUCT_TYPES = [1, 2, 3, 4, 5];
var PRODUCT_TEMPLATES = [1, 2, 3, 4, 5, 6];
var STOCK_STATUSES = ["instock", "lowstock", "outofstock", "backorder"];
var priceTier = v2.object({ q: count, p: amount() });
var RESERVED_KEYS = ["__proto__", "prototype", "constructor"];
var templateValues = v2.pipe(
  v2.custom(isRecord, "must be an object"),
  // Names a schema library drops silently (prototype safety) are refused instead: no template has them.
  v2.check(
    (values) => !RESERVED_KEYS.some((key) => Object.hasOwn(values, key)),
    "may not use __proto__, prototype or constructor as a name"
  ),
  v2.record(text2(1, LINE_LIMITS.templateKey), text2(0, LINE_LIMITS.templateValue)),
  v2.check((values) => Object.keys(values).length <= LINE_LIMITS.templateFields, `may hold at most ${LINE_LIMITS.templateFields} fields`)
);
var storedTemplateValues = v2.pipe(
  v2.custom(isRecord),
  v2.transform((values) => Object.fromEntries(Object.entries(values).filter(([, value]) => typeof value === "string"))),
  templateValues
);
var trimmedText = (min, max) => v2.pipe(v2.string("must be a string"), v2.trim(), text2(min, max));
var giftCardMetadata = record({
  amount: v2.optional(integer2(1, MAX_GIFT_CARD_AMOUNT)),
  recipient_name: trimmedText(1, GIFT_CARD_FIELDS.name),
  recipient_email: v2.pipe(v2.string("must be a string"), v2.trim(), v2.check(isValidEmail, "must be an e-mail address")),
  message: v2.optional(trimmedText(0, GIFT_CARD_FIELDS.message)),
  send_on: v2.pipe(v2.string("must be a string"), v2.check(isIsoDate, "must be a date written YYYY-MM-DD"))
});
var photoMetadata = record({
  key: v2.pipe(v2.string("must be a string"), v2.regex(PHOTO_KEY, "must be a key answered by POST /api/photos")),
  width: integer2(1, PHOTO_LIMITS.maxSide),
  height: integer2(1, PHOTO_LIMITS.maxSide)
});
var wallMetadata = record({
  id: v2.pipe(v2.string("must be a string"), v2.regex(/^[A-Za-z0-9-]{1,64}$/, "must be 1 to 64 letters, digits or hyphens")),
  slot: integer2(1, 9)
});
var metadataFields = record({
  margin: v2.optional(flag),
  black_and_white: v2.optional(flag),
  template: v2.optional(record({ values: templateValues })),
  gift_card: v2.optional(giftCardMetadata),
  photo: v2.optional(photoMetadata),
  wall: v2.optional(wallMetadata)
});
var emptyToNull = (metadata) => Object.keys(metadata).length > 0 ? metadata : null;
var withoutUndefined = (value) => Object.fromEntries(Object.entries(value).filter(([, field]) => field !== void 0));
var lineMetadata = v2.pipe(
  v2.nullish(metadataFields, null),
  v2.transform((m2) => m2 === null ? null : emptyToNull(m2))
);
var storedLineMetadata = v2.pipe(
  v2.unknown(),
  v2.transform((value) => isRecord(value) ? value : {}),
  v2.object({
    margin: v2.fallback(v2.optional(v2.boolean()), void 0),
    black_and_white: v2.fallback(v2.optional(v2.boolean()), void 0),
    template: v2.optional(
      v2.pipe(
        v2.unknown(),
        v2.transform((template) => isRecord(template) && isRecord(template.values) ? { values: template.values } : void 0),
        v2.optional(v2.object({ values: storedTemplateValues }))
      )
    ),
    gift_card: v2.optional(giftCardMetadata),
    // A photo poster without its photo is not what the shopper chose: like a gift card, the line goes.
    photo: v2.optional(photoMetadata),
    // A wall mark that is not one is dropped: the line is still the poster or frame chosen.
    wall: v2.fallback(v2.optional(wallMetadata), void 0)
  }),
  v2.transform((metadata) => emptyToNull(withoutUndefined(metadata)))
);
var cartLine = v2.object({
  uuid: text2(1, LINE_LIMITS.uuid),
  product_id: id,
  sku,
  name: v2.string(),
  slug: v2.string(),
  thumb: v2.string(),
  type: v2.picklist(PRODUCT_TYPES),
  variation_name: v2.nullable(v2.string()),
  template_id: v2.picklist(PRODUCT_TEMPLATES),
  metadata: v2.nullable(metadataFields),
  quantity,
  price: amount(),
  ordinary_price: amount(),
  pricing: v2.array(priceTier),
  vat: amount(100),
  group_id: count,
  discount_category: v2.nullable(v2.string()),
  categories: v2.array(count),
  stock_status: v2.picklist(STOCK_STATUSES),
  cart_notice: v2.nullable(v2.string()),
  adjusted_quantity: v2.nullable(count),
  subscription_interval: v2.nullable(v2.object({ name: v2.string() })),
  cross_selling_product_id: v2.nullable(id),
  added_by_coupon: v2.nullable(couponCode),
  campaign: v2.nullable(v2.string())
});
var textOr = (fallback2) => v2.optional(
  v2.pipe(
    v2.unknown(),
    v2.transform((value) => typeof value === "string" ? value : fallback2)
  ),
  fallback2
);
var storedCartLine = v2.pipe(
  v2.custom(isRecord),
  v2.object({
    uuid: v2.optional(
      v2.pipe(
        v2.string(),
        v2.transform((uuid) => uuid || void 0),
        v2.optional(text2(1, LINE_LIMITS.uuid))
      )
    ),
    product_id: id,
    sku,
    name: textOr(""),
    slug: textOr(""),
    thumb: textOr(""),
    type: v2.fallback(v2.picklist(PRODUCT_TYPES), 1),
    variation_name: textOr(null),
    template_id: v2.fallback(v2.picklist(PRODUCT_TEMPLATES), 1),
    metadata: v2.optional(storedLineMetadata, null),
    quantity,
    price: amount(),
    ordinary_price: v2.fallback(v2.optional(amount()), void 0),
    pricing: v2.fallback(validItems(priceTier), () => []),
    vat: v2.fallback(amount(100), 0),
    group_id: v2.fallback(count, 0),
    discount_category: textOr(null),
    categories: v2.fallback(validItems(count), () => []),
    stock_status: v2.fallback(v2.picklist(STOCK_STATUSES), "instock"),
    cart_notice: textOr(null),
    adjusted_quantity: v2.fallback(v2.nullable(count), null),
    subscription_interval: v2.fallback(v2.nullable(v2.object({ name: v2.string() })), null),
    cross_selling_product_id: v2.nullish(id, null),
    added_by_coupon: v2.nullish(couponCode, null),
    campaign: textOr(null)
  }),
  v2.check((line) => line.quantity >= 1 || line.adjusted_quantity === 0),
  v2.transform(({ uuid, ordinary_price, ...line }) => ({
    ...uuid === void 0 ? {} : { uuid },
    ...line,
    ordinary_price: ordinary_price ?? line.price
  }))
);
var ignored = v2.optional(v2.unknown());
var cartItemInput = record({
  sku,
  quantity,
  uuid: v2.optional(text2(0, LINE_LIMITS.uuid)),
  product_id: v2.nullish(id),
  metadata: lineMetadata,
  cross_selling_product_id: v2.nullish(id, null),
  added_by_coupon: v2.nullish(couponCode, null),
  name: ignored,
  slug: ignored,
  thumb: ignored,
  type: ignored,
  variation_name: ignored,
  template_id: ignored,
  price: ignored,
  ordinary_price: ignored,
  pricing: ignored,
  vat: ignored,
  group_id: ignored,
  discount_category: ignored,
  categories: ignored,
  stock_status: ignored,
  cart_notice: ignored,
  adjusted_quantity: ignored,
  subscription_interval: ignored,
  campaign: ignored
});
var cartItems = list(cartItemInput, MAX_CART_LINES);
var wishlistItem = v2.object({
  id,
  thumb: v2.optional(text2(0, WISHLIST_LIMITS.field)),
  name: v2.optional(text2(0, WISHLIST_LIMITS.field)),
  slug: v2.optional(text2(0, WISHLIST_LIMITS.field))
});
var storedWishlistItem = v2.pipe(
  v2.custom(isRecord),
  v2.object({
    id,
    thumb: v2.fallback(wishlistItem.entries.thumb, void 0),
    name: v2.fallback(wishlistItem.entries.name, void 0),
    slug: v2.fallback(wishlistItem.entries.slug, void 0)
  }),
  v2.transform((item) => withoutUndefined(item))
);
var wishlistInput = list(record(wishlistItem.entries), WISHLIST_LIMITS.items);

// services/commerce/src/mail/examples.ts
var EXAMPLE_ORIGIN = "https://artlane.example";
var order = {
  order_id: "01JDZ6ZK3M1H4W2Q8N5X7R9T0B",
  checkout_id: "checkout-1",
  status: "paid",
  created_at: "2026-11-25T12:00:00.000Z",
  paid_at: "2026-11-25T12:01:00.000Z",
  locale: "en",
  currency: "EUR",
  contact: { email: "anna@example.com", phone: "+46 70 123 45 67" },
  address: {
    first_name: "Anna",
    last_name: "Andersson",
    company: "",
    care_of: "Berg",
    street: "Storgatan 1",
    postal_code: "111 22",
    city: "Stockholm"
  },
  shipping: {
    method: "service_point",
    price: 0,
    service_point: { id: "SE-11122-1", name: "PostNord Ombud 111 22", street: "PostNord 4", postal_code: "111 22" },
    lead_days: [2, 4]
  },
  payment: { kind: "card", status: "captured", decline_reason: null, app_url: null },
  lines: [
    {
      sku: "P1-50x70",
      product_id: 1,
      name: 'Fj\xE4ll <i>"at dawn"</i>',
      variation_name: "50x70 cm",
      slug: "fjall",
      thumb: "/api/images/p1.svg",
      quantity: 2,
      price: 34.9,
      ordinary_price: 34.9,
      vat: 25,
      metadata: null
    },
    {
      sku: "GC-50",
      product_id: 9,
      name: "Gift card",
      variation_name: null,
      slug: "gift-card",
      thumb: "",
      quantity: 1,
      price: 50,
      ordinary_price: 50,
      vat: 0,
      metadata: null
    }
  ],
  coupons: [{ code: "SPRING-25", discount: 17.45 }],
  gift_cards: [],
  totals: { lines: 119.8, discount: 17.45, shipping: 0, gift_cards: 10, total: 92.35, vat: 13.84, currency: "EUR" }
};
var EXAMPLES = {
  "order-confirmation": {
    shop_origin: EXAMPLE_ORIGIN,
    order,
    gift_cards: [{ amount: 50, recipient_name: "Bo", recipient_email: "bo@example.com", send_after: "2026-12-24T00:00:00.000Z" }]
  },
  "payment-failed": { shop_origin: EXAMPLE_ORIGIN, order_id: order.order_id, first_name: "Anna" },
  "gift-card": {
    shop_origin: EXAMPLE_ORIGIN,
    giver: "Anna Andersson",
    recipient_name: "Bo",
    code: "ABCD-EFGH-JKMN-PQRS",
    amount: 50,
    expires_at: "2028-11-25T12:01:00.000Z",
    message: "Happy birthday!\nFrom <Anna>"
  },
  "gift-card-receipt": {
    shop_origin: EXAMPLE_ORIGIN,
    order_id: order.order_id,
    buyer_name: "Anna",
    recipient_name: "Bo",
    recipient_email: "bo@example.com",
    amount: 50
  },
  refund: {
    shop_origin: EXAMPLE_ORIGIN,
    order_id: order.order_id,
    first_name: "Anna",
    amount: 34.9,
    lines: [{ name: 'Fj\xE4ll <i>"at dawn"</i>', variation_name: "50x70 cm", quantity: 1 }]
  },
  "newsletter-confirmation": {
    shop_origin: EXAMPLE_ORIGIN,
    email: "anna@example.com",
    confirm_url: `${EXAMPLE_ORIGIN}/newsletter/confirm?token=0123456789abcdef0123456789abcdef`,
    valid_days: 7
  },
  "newsletter-welcome": {
    shop_origin: EXAMPLE_ORIGIN,
    email: "anna@example.com",
    code: "NEWS-7K3M9QXA",
    discount_percent: 10,
    unsubscribe_url: `${EXAMPLE_ORIGIN}/unsubscribe?token=fedcba9876543210fedcba9876543210`
  },
  "unsubscribe-confirmation": {
    shop_origin: EXAMPLE_ORIGIN,
    unsubscribe_url: `${EXAMPLE_ORIGIN}/unsubscribe?token=fedcba9876543210fedcba9876543210`
  }
};
function exampleMessage(kind, locale2) {
  return { kind, locale: locale2, data: EXAMPLES[kind] };
}
function largestOrderMessage(locale2) {
  const line = order.lines[0];
  return {
    kind: "order-confirmation",
    locale: locale2,
    data: {
      shop_origin: EXAMPLE_ORIGIN,
      order: {
        ...order,
        lines: Array.from({ length: MAX_CART_LINES }, (_, index) => ({
          ...line,
          sku: `P${index}-70x100`,
          name: `Northern lights over the quiet mountain lake at midnight, number ${index}`,
          variation_name: "70x100 cm, oak frame",
          thumb: `/api/images/product-${index}-portrait-large.svg`,
          quantity: MAX_LINE_QUANTITY,
          price: 1234.5
        }))
      },
      gift_cards: []
    }
  };
}

// .tmp-l2/probe-mail.ts
var m = await renderMail(exampleMessage(process.argv[2] ?? "order-confirmation", "en"));
console.log(m.subject);
console.log(m.headers);
console.log(m.text);
console.log("HTML bytes", m.html.length);
var big = await renderMail(largestOrderMessage("de"));
console.log("largest", new TextEncoder().encode(big.html).length, big.text.length);
if (process.argv[3]) console.log(m.html);
