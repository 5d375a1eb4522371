import type { LocaleCode } from '../../shared/locales';

/**
 * The words of the gift card e-mail (to the recipient) and of the gift cards part of the
 * order confirmation, in the 19 languages; the order's language is used. `{...}` are
 * filled in by ./gift-cards.ts.
 */
export interface GiftCardStrings {
  /** {giver}: the buyer's name. */
  subject: string;
  /** {name}: the recipient's name. */
  greeting: string;
  /** {giver}, {amount}. */
  intro: string;
  /** {giver}: heads the buyer's message. */
  message: string;
  code: string;
  /** {date}: the expiry date. */
  validUntil: string;
  /** {shop}: the shop's address. */
  howToUse: string;
  /** Followed by the balance page's address. */
  balance: string;
  /** The confirmation's heading over the cards bought. */
  bought: string;
  /** {amount}, {name}, {email}, {date}: one card bought (the code is only in the recipient's e-mail). */
  boughtLine: string;
}

export const GIFT_CARD_STRINGS: Record<LocaleCode, GiftCardStrings> = {
  sv: {
    subject: '{giver} har gett dig ett presentkort',
    greeting: 'Hej {name}!',
    intro: '{giver} har gett dig ett presentkort från Artlane värt {amount}.',
    message: 'Hälsning från {giver}:',
    code: 'Din presentkortskod',
    validUntil: 'Gäller till och med {date}',
    howToUse:
      'Ange koden under ”Presentkort” i kassan på {shop}. Den kan betala hela eller en del av en beställning, och det som blir över finns kvar på kortet.',
    balance: 'Se saldot när du vill:',
    bought: 'Presentkort du har köpt',
    boughtLine: '{amount} till {name} ({email}), skickas {date}',
  },
  da: {
    subject: '{giver} har givet dig et gavekort',
    greeting: 'Hej {name}',
    intro: '{giver} har givet dig et gavekort fra Artlane til en værdi af {amount}.',
    message: 'En hilsen fra {giver}:',
    code: 'Din gavekortkode',
    validUntil: 'Gælder til og med {date}',
    howToUse:
      'Indtast koden under "Gavekort" i kassen på {shop}. Den kan betale hele eller en del af en ordre, og resten bliver på kortet.',
    balance: 'Se saldoen når som helst:',
    bought: 'Gavekort, du har købt',
    boughtLine: '{amount} til {name} ({email}), sendes {date}',
  },
  de: {
    subject: '{giver} hat Ihnen einen Gutschein geschenkt',
    greeting: 'Hallo {name},',
    intro: '{giver} hat Ihnen einen Artlane-Gutschein im Wert von {amount} geschenkt.',
    message: 'Ein Gruß von {giver}:',
    code: 'Ihr Gutscheincode',
    validUntil: 'Gültig bis einschließlich {date}',
    howToUse:
      'Geben Sie den Code an der Kasse auf {shop} unter „Gutschein“ ein. Er bezahlt eine Bestellung ganz oder teilweise, der Rest bleibt auf dem Gutschein.',
    balance: 'Das Guthaben sehen Sie jederzeit hier:',
    bought: 'Gekaufte Gutscheine',
    boughtLine: '{amount} für {name} ({email}), Versand am {date}',
  },
  cs: {
    subject: '{giver} vám daroval(a) dárkovou kartu',
    greeting: 'Dobrý den, {name},',
    intro: '{giver} vám daroval(a) dárkovou kartu Artlane v hodnotě {amount}.',
    message: 'Vzkaz od {giver}:',
    code: 'Kód vaší dárkové karty',
    validUntil: 'Platí do {date} včetně',
    howToUse: 'Zadejte kód v pokladně na {shop} v poli „Dárková karta“. Zaplatí celou objednávku nebo její část a zbytek na kartě zůstane.',
    balance: 'Zůstatek zjistíte kdykoli zde:',
    bought: 'Zakoupené dárkové karty',
    boughtLine: '{amount} pro {name} ({email}), odeslání {date}',
  },
  en: {
    subject: '{giver} has sent you a gift card',
    greeting: 'Hi {name},',
    intro: '{giver} has given you an Artlane gift card worth {amount}.',
    message: 'A message from {giver}:',
    code: 'Your gift card code',
    validUntil: 'Valid until {date}',
    howToUse:
      'Enter the code under "Gift card" at checkout on {shop}. It pays for all or part of an order, and whatever is left stays on the card.',
    balance: 'Check the balance at any time:',
    bought: 'Gift cards you bought',
    boughtLine: '{amount} for {name} ({email}), sent on {date}',
  },
  es: {
    subject: '{giver} te ha enviado una tarjeta regalo',
    greeting: 'Hola, {name}:',
    intro: '{giver} te ha regalado una tarjeta regalo de Artlane por valor de {amount}.',
    message: 'Un mensaje de {giver}:',
    code: 'El código de tu tarjeta regalo',
    validUntil: 'Válida hasta el {date}',
    howToUse:
      'Introduce el código en «Tarjeta regalo» al pagar en {shop}. Paga todo o parte de un pedido y lo que sobre queda en la tarjeta.',
    balance: 'Consulta el saldo cuando quieras:',
    bought: 'Tarjetas regalo que has comprado',
    boughtLine: '{amount} para {name} ({email}), se envía el {date}',
  },
  et: {
    subject: '{giver} saatis sulle kinkekaardi',
    greeting: 'Tere, {name}!',
    intro: '{giver} kinkis sulle Artlane’i kinkekaardi väärtusega {amount}.',
    message: 'Sõnum saatjalt {giver}:',
    code: 'Sinu kinkekaardi kood',
    validUntil: 'Kehtib kuni {date}',
    howToUse:
      'Sisesta kood kassas lehel {shop} välja „Kinkekaart“ alla. Sellega saab tasuda kogu tellimuse või osa sellest, ülejääk jääb kaardile.',
    balance: 'Jääki saad vaadata igal ajal:',
    bought: 'Ostetud kinkekaardid',
    boughtLine: '{amount} saajale {name} ({email}), saadetakse {date}',
  },
  fi: {
    subject: '{giver} lähetti sinulle lahjakortin',
    greeting: 'Hei {name}!',
    intro: '{giver} antoi sinulle Artlanen lahjakortin, jonka arvo on {amount}.',
    message: 'Terveisiä lähettäjältä {giver}:',
    code: 'Lahjakorttisi koodi',
    validUntil: 'Voimassa {date} asti',
    howToUse:
      'Syötä koodi kassalla kohtaan ”Lahjakortti” osoitteessa {shop}. Sillä voi maksaa koko tilauksen tai osan siitä, ja loput jäävät kortille.',
    balance: 'Tarkista saldo milloin tahansa:',
    bought: 'Ostamasi lahjakortit',
    boughtLine: '{amount} vastaanottajalle {name} ({email}), lähetetään {date}',
  },
  fr: {
    subject: '{giver} vous a envoyé une carte cadeau',
    greeting: 'Bonjour {name},',
    intro: '{giver} vous offre une carte cadeau Artlane d’une valeur de {amount}.',
    message: 'Un message de {giver} :',
    code: 'Le code de votre carte cadeau',
    validUntil: 'Valable jusqu’au {date} inclus',
    howToUse:
      'Saisissez le code dans « Carte cadeau » lors du paiement sur {shop}. Il règle tout ou partie d’une commande, et le solde reste sur la carte.',
    balance: 'Consultez le solde à tout moment :',
    bought: 'Cartes cadeaux achetées',
    boughtLine: '{amount} pour {name} ({email}), envoyée le {date}',
  },
  hr: {
    subject: '{giver} vam je poslao/la poklon-karticu',
    greeting: 'Pozdrav, {name}!',
    intro: '{giver} vam je poklonio/la Artlane poklon-karticu u vrijednosti od {amount}.',
    message: 'Poruka od {giver}:',
    code: 'Kôd vaše poklon-kartice',
    validUntil: 'Vrijedi do {date}',
    howToUse:
      'Unesite kôd pod „Poklon-kartica” na blagajni na {shop}. Njome možete platiti cijelu narudžbu ili njezin dio, a ostatak ostaje na kartici.',
    balance: 'Stanje provjerite bilo kada:',
    bought: 'Kupljene poklon-kartice',
    boughtLine: '{amount} za {name} ({email}), šalje se {date}',
  },
  hu: {
    subject: '{giver} ajándékkártyát küldött neked',
    greeting: 'Szia, {name}!',
    intro: '{giver} egy {amount} értékű Artlane ajándékkártyát ajándékozott neked.',
    message: 'Üzenet tőle: {giver}',
    code: 'Az ajándékkártyád kódja',
    validUntil: 'Érvényes eddig: {date}',
    howToUse:
      'A kódot a(z) {shop} pénztárában, az „Ajándékkártya” mezőben add meg. Kifizeti a rendelés egészét vagy egy részét, a maradék a kártyán marad.',
    balance: 'Az egyenleget bármikor megnézheted:',
    bought: 'Vásárolt ajándékkártyák',
    boughtLine: '{amount} neki: {name} ({email}), küldés: {date}',
  },
  it: {
    subject: '{giver} ti ha inviato una carta regalo',
    greeting: 'Ciao {name},',
    intro: '{giver} ti ha regalato una carta regalo Artlane del valore di {amount}.',
    message: 'Un messaggio da {giver}:',
    code: 'Il codice della tua carta regalo',
    validUntil: 'Valida fino al {date}',
    howToUse:
      'Inserisci il codice in «Carta regalo» al momento del pagamento su {shop}. Paga tutto o parte di un ordine e ciò che resta rimane sulla carta.',
    balance: 'Controlla il saldo quando vuoi:',
    bought: 'Carte regalo acquistate',
    boughtLine: '{amount} per {name} ({email}), inviata il {date}',
  },
  lt: {
    subject: '{giver} atsiuntė jums dovanų kortelę',
    greeting: 'Sveiki, {name},',
    intro: '{giver} padovanojo jums {amount} vertės Artlane dovanų kortelę.',
    message: 'Žinutė nuo {giver}:',
    code: 'Jūsų dovanų kortelės kodas',
    validUntil: 'Galioja iki {date}',
    howToUse:
      'Įveskite kodą laukelyje „Dovanų kortelė“ atsiskaitydami {shop}. Ja galima apmokėti visą užsakymą ar jo dalį, o likutis lieka kortelėje.',
    balance: 'Likutį galite patikrinti bet kada:',
    bought: 'Jūsų pirktos dovanų kortelės',
    boughtLine: '{amount} gavėjui {name} ({email}), siunčiama {date}',
  },
  lv: {
    subject: '{giver} jums nosūtīja dāvanu karti',
    greeting: 'Sveiki, {name}!',
    intro: '{giver} jums uzdāvināja Artlane dāvanu karti {amount} vērtībā.',
    message: 'Ziņa no {giver}:',
    code: 'Jūsu dāvanu kartes kods',
    validUntil: 'Derīga līdz {date}',
    howToUse:
      'Ievadiet kodu laukā “Dāvanu karte”, norēķinoties {shop}. Ar to var apmaksāt visu pasūtījumu vai tā daļu, un atlikums paliek kartē.',
    balance: 'Atlikumu varat pārbaudīt jebkurā laikā:',
    bought: 'Jūsu pirktās dāvanu kartes',
    boughtLine: '{amount} saņēmējam {name} ({email}), tiks nosūtīta {date}',
  },
  nl: {
    subject: '{giver} heeft je een cadeaukaart gestuurd',
    greeting: 'Hoi {name},',
    intro: '{giver} geeft je een Artlane-cadeaukaart ter waarde van {amount}.',
    message: 'Een bericht van {giver}:',
    code: 'Je cadeaukaartcode',
    validUntil: 'Geldig tot en met {date}',
    howToUse:
      'Vul de code in bij "Cadeaukaart" bij het afrekenen op {shop}. Je betaalt er een bestelling geheel of gedeeltelijk mee, en wat overblijft blijft op de kaart.',
    balance: 'Bekijk het saldo wanneer je wilt:',
    bought: 'Gekochte cadeaukaarten',
    boughtLine: '{amount} voor {name} ({email}), verstuurd op {date}',
  },
  pl: {
    subject: '{giver} wysyła Ci kartę podarunkową',
    greeting: 'Cześć {name}!',
    intro: '{giver} podarował(a) Ci kartę podarunkową Artlane o wartości {amount}.',
    message: 'Wiadomość od {giver}:',
    code: 'Kod Twojej karty podarunkowej',
    validUntil: 'Ważna do {date}',
    howToUse:
      'Wpisz kod w polu „Karta podarunkowa” przy kasie na {shop}. Opłacisz nią całe zamówienie lub jego część, a reszta zostanie na karcie.',
    balance: 'Saldo sprawdzisz w każdej chwili:',
    bought: 'Kupione karty podarunkowe',
    boughtLine: '{amount} dla {name} ({email}), wysyłka {date}',
  },
  pt: {
    subject: '{giver} enviou-lhe um cartão-presente',
    greeting: 'Olá {name},',
    intro: '{giver} ofereceu-lhe um cartão-presente Artlane no valor de {amount}.',
    message: 'Uma mensagem de {giver}:',
    code: 'O código do seu cartão-presente',
    validUntil: 'Válido até {date}',
    howToUse:
      'Introduza o código em «Cartão-presente» ao pagar em {shop}. Paga a totalidade ou parte de uma encomenda e o que sobrar fica no cartão.',
    balance: 'Consulte o saldo quando quiser:',
    bought: 'Cartões-presente comprados',
    boughtLine: '{amount} para {name} ({email}), enviado a {date}',
  },
  ro: {
    subject: '{giver} ți-a trimis un card cadou',
    greeting: 'Bună, {name},',
    intro: '{giver} ți-a dăruit un card cadou Artlane în valoare de {amount}.',
    message: 'Un mesaj de la {giver}:',
    code: 'Codul cardului tău cadou',
    validUntil: 'Valabil până la {date} inclusiv',
    howToUse: 'Introdu codul la „Card cadou” când plătești pe {shop}. Plătește o comandă integral sau parțial, iar restul rămâne pe card.',
    balance: 'Verifică soldul oricând:',
    bought: 'Carduri cadou cumpărate',
    boughtLine: '{amount} pentru {name} ({email}), trimis pe {date}',
  },
  sl: {
    subject: '{giver} vam je poslal(a) darilno kartico',
    greeting: 'Pozdravljeni, {name},',
    intro: '{giver} vam je podaril(a) darilno kartico Artlane v vrednosti {amount}.',
    message: 'Sporočilo od {giver}:',
    code: 'Koda vaše darilne kartice',
    validUntil: 'Velja do vključno {date}',
    howToUse:
      'Kodo vnesite pod »Darilna kartica« na blagajni na {shop}. Z njo plačate celo naročilo ali del njega, preostanek ostane na kartici.',
    balance: 'Stanje preverite kadar koli:',
    bought: 'Kupljene darilne kartice',
    boughtLine: '{amount} za {name} ({email}), pošiljanje {date}',
  },
};
