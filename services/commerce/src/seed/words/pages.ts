import type { LocaleCode } from '../../../../../shared/locales';

/**
 * The shop's generic content pages (about, contact, delivery, returns, privacy) in every
 * language, in the address form of the rest of that language's shop. Placeholders,
 * filled per language by the seed: {email} the customer service address, {free} the
 * free-delivery threshold (the cart-header widget's), {cost} delivery below it.
 *
 * Each section is [heading or null, paragraph].
 */
export const PAGE_SLUGS = ['about', 'contact', 'delivery', 'returns', 'privacy'] as const;
export type PageSlug = (typeof PAGE_SLUGS)[number];

export type PageSection = readonly [heading: string | null, text: string];
export interface PageText {
  title: string;
  description: string;
  sections: readonly PageSection[];
}

export const CUSTOMER_SERVICE_EMAIL = 'hello@artlane.example';

export const PAGES: Record<LocaleCode, Record<PageSlug, PageText>> = {
  sv: {
    about: {
      title: 'Om Artlane',
      description: 'Artlane säljer affischer, konsttryck och ramar från oberoende konstnärer, tryckta på beställning.',
      sections: [
        [
          null,
          'Artlane är en webbutik för affischer, konsttryck och ramar. Varje motiv kommer från en oberoende konstnär, och varje tryck görs på beställning på tjockt, matt papper.',
        ],
        ['Konstnärerna först', 'Konstnärerna behåller rättigheterna till sina verk och får en del av varje tryck vi säljer.'],
        [
          'Så trycker vi',
          'Vi trycker med arkivbeständigt bläck som behåller färgerna i årtionden, och vi trycker bara det som har beställts – inget går till spillo.',
        ],
      ],
    },
    contact: {
      title: 'Kontakta oss',
      description: 'Så når du Artlanes kundservice.',
      sections: [
        [
          null,
          'Vi hjälper gärna till med beställningar, leveranser, returer och allt annat. Skriv till oss på {email} så svarar vi inom en arbetsdag.',
        ],
        ['Öppettider', 'Kundservice svarar måndag–fredag kl. 9–17.'],
        ['Om en beställning', 'Ange gärna ditt ordernummer, så hittar vi din beställning direkt.'],
      ],
    },
    delivery: {
      title: 'Leverans',
      description: 'Leveranstider och fraktkostnader.',
      sections: [
        [null, 'Vi trycker din beställning när du lägger den och levererar inom 2–4 arbetsdagar.'],
        ['Kostnad', 'Frakten är gratis vid köp över {free}. Under det kostar den {cost}.'],
        ['Spårning', 'När paketet lämnar oss får du ett mejl med en länk där du kan följa det.'],
      ],
    },
    returns: {
      title: 'Returer',
      description: '30 dagars öppet köp.',
      sections: [
        [
          null,
          'Du kan returnera det du har köpt inom 30 dagar från att du fick det. Mejla {email} med ditt ordernummer så berättar vi hur du skickar tillbaka det.',
        ],
        ['Återbetalning', 'Vi betalar tillbaka beloppet till samma betalsätt inom 14 dagar från att vi har fått returen.'],
        [
          'Skadad eller fel vara',
          'Om något kommer fram skadat eller inte är det du beställde, skicka ett foto till oss inom 30 dagar så skickar vi en ny utan kostnad.',
        ],
        ['Egna affischer', 'Affischer som gjorts efter din egen design kan bara returneras om de är felaktiga.'],
      ],
    },
    privacy: {
      title: 'Integritetspolicy',
      description: 'Vad vi sparar om dig och varför.',
      sections: [
        [null, 'Vi samlar bara in det vi behöver för att leverera din beställning och driva butiken. Vi säljer aldrig dina uppgifter.'],
        [
          'Det här sparar vi',
          'Vid en beställning: namn, adress, e-postadress och vad du har köpt. För nyhetsbrevet: din e-postadress, tills du avslutar prenumerationen.',
        ],
        ['Cookies', 'Nödvändiga cookies håller reda på din varukorg och dina val. Analyscookies används bara om du godkänner dem.'],
        ['Dina rättigheter', 'Du kan när som helst be att få se, rätta eller radera dina uppgifter. Skriv till {email}.'],
      ],
    },
  },
  da: {
    about: {
      title: 'Om Artlane',
      description: 'Artlane sælger plakater, kunsttryk og rammer fra uafhængige kunstnere, trykt efter bestilling.',
      sections: [
        [
          null,
          'Artlane er en webshop med plakater, kunsttryk og rammer. Hvert motiv kommer fra en uafhængig kunstner, og hvert tryk laves efter bestilling på kraftigt, mat papir.',
        ],
        ['Kunstnerne først', 'Kunstnerne beholder rettighederne til deres værker og får en andel af hvert tryk, vi sælger.'],
        [
          'Sådan trykker vi',
          'Vi trykker med arkivbestandigt blæk, der holder farverne i årtier, og vi trykker kun det, der er bestilt – intet går til spilde.',
        ],
      ],
    },
    contact: {
      title: 'Kontakt os',
      description: 'Sådan får du fat i Artlanes kundeservice.',
      sections: [
        [
          null,
          'Vi hjælper gerne med bestillinger, levering, returnering og alt andet. Skriv til os på {email}, så svarer vi inden for en hverdag.',
        ],
        ['Åbningstider', 'Kundeservice svarer mandag–fredag kl. 9–17.'],
        ['Om en bestilling', 'Skriv gerne dit ordrenummer, så finder vi din bestilling med det samme.'],
      ],
    },
    delivery: {
      title: 'Levering',
      description: 'Leveringstider og fragtpriser.',
      sections: [
        [null, 'Vi trykker din bestilling, når du afgiver den, og leverer inden for 2–4 hverdage.'],
        ['Pris', 'Fragten er gratis ved køb over {free}. Derunder koster den {cost}.'],
        ['Sporing', 'Når pakken forlader os, får du en e-mail med et link, så du kan følge den.'],
      ],
    },
    returns: {
      title: 'Returnering',
      description: '30 dages returret.',
      sections: [
        [
          null,
          'Du kan returnere dine køb inden for 30 dage efter modtagelsen. Skriv til {email} med dit ordrenummer, så fortæller vi, hvordan du sender varen retur.',
        ],
        [
          'Tilbagebetaling',
          'Vi betaler beløbet tilbage til samme betalingsmetode inden for 14 dage efter, at vi har modtaget returneringen.',
        ],
        [
          'Beskadiget eller forkert vare',
          'Hvis noget ankommer beskadiget eller ikke er det, du bestilte, så send os et billede inden for 30 dage, så sender vi en ny uden beregning.',
        ],
        ['Egne plakater', 'Plakater lavet efter dit eget design kan kun returneres, hvis de er fejlbehæftede.'],
      ],
    },
    privacy: {
      title: 'Privatlivspolitik',
      description: 'Hvad vi gemmer om dig, og hvorfor.',
      sections: [
        [null, 'Vi indsamler kun det, vi har brug for til at levere din bestilling og drive butikken. Vi sælger aldrig dine oplysninger.'],
        [
          'Det gemmer vi',
          'Ved en bestilling: navn, adresse, e-mailadresse og hvad du har købt. Til nyhedsbrevet: din e-mailadresse, indtil du afmelder dig.',
        ],
        ['Cookies', 'Nødvendige cookies husker din kurv og dine valg. Analysecookies bruges kun, hvis du accepterer dem.'],
        ['Dine rettigheder', 'Du kan altid bede om at se, rette eller slette dine oplysninger. Skriv til {email}.'],
      ],
    },
  },
  de: {
    about: {
      title: 'Über Artlane',
      description: 'Artlane verkauft Poster, Kunstdrucke und Rahmen unabhängiger Künstler, auf Bestellung gedruckt.',
      sections: [
        [
          null,
          'Artlane ist ein Onlineshop für Poster, Kunstdrucke und Rahmen. Jedes Motiv stammt von unabhängigen Künstlern, und jeder Druck entsteht auf Bestellung auf schwerem, mattem Papier.',
        ],
        ['Künstler zuerst', 'Die Künstler behalten die Rechte an ihren Werken und erhalten einen Anteil an jedem verkauften Druck.'],
        [
          'So drucken wir',
          'Wir drucken mit alterungsbeständigen Tinten, die ihre Farben über Jahrzehnte behalten, und nur das, was bestellt wurde – so wird nichts verschwendet.',
        ],
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'So erreichen Sie den Kundenservice von Artlane.',
      sections: [
        [
          null,
          'Wir helfen Ihnen gern bei Bestellungen, Lieferungen, Rücksendungen und allem anderen. Schreiben Sie uns an {email}, wir antworten innerhalb eines Werktags.',
        ],
        ['Erreichbarkeit', 'Der Kundenservice antwortet montags bis freitags von 9 bis 17 Uhr.'],
        ['Zu einer Bestellung', 'Bitte nennen Sie Ihre Bestellnummer, dann finden wir Ihre Bestellung sofort.'],
      ],
    },
    delivery: {
      title: 'Versand',
      description: 'Lieferzeiten und Versandkosten.',
      sections: [
        [null, 'Wir drucken Ihre Bestellung, sobald Sie sie aufgeben, und liefern innerhalb von 2–4 Werktagen.'],
        ['Kosten', 'Ab einem Bestellwert von {free} ist der Versand kostenlos. Darunter kostet er {cost}.'],
        ['Sendungsverfolgung', 'Sobald Ihr Paket unser Haus verlässt, erhalten Sie eine E-Mail mit einem Link zur Sendungsverfolgung.'],
      ],
    },
    returns: {
      title: 'Rücksendungen',
      description: '30 Tage Rückgaberecht.',
      sections: [
        [
          null,
          'Sie können Ihren Kauf innerhalb von 30 Tagen nach Erhalt zurückgeben. Schreiben Sie mit Ihrer Bestellnummer an {email}, und wir erklären Ihnen, wie Sie die Ware zurücksenden.',
        ],
        ['Erstattung', 'Wir erstatten den Betrag innerhalb von 14 Tagen nach Eingang der Rücksendung auf die verwendete Zahlungsart.'],
        [
          'Beschädigte oder falsche Ware',
          'Kommt etwas beschädigt an oder ist es nicht das, was Sie bestellt haben, senden Sie uns innerhalb von 30 Tagen ein Foto – wir schicken kostenlos Ersatz.',
        ],
        ['Eigene Poster', 'Poster nach Ihrem eigenen Entwurf können nur zurückgegeben werden, wenn sie fehlerhaft sind.'],
      ],
    },
    privacy: {
      title: 'Datenschutz',
      description: 'Was wir über Sie speichern und warum.',
      sections: [
        [null, 'Wir erheben nur, was wir brauchen, um Ihre Bestellung zu liefern und den Shop zu betreiben. Wir verkaufen Ihre Daten nie.'],
        [
          'Was wir speichern',
          'Bei einer Bestellung: Name, Adresse, E-Mail-Adresse und was Sie gekauft haben. Für den Newsletter: Ihre E-Mail-Adresse, bis Sie sich abmelden.',
        ],
        ['Cookies', 'Notwendige Cookies merken sich Ihren Warenkorb und Ihre Auswahl. Analyse-Cookies setzen wir nur, wenn Sie zustimmen.'],
        ['Ihre Rechte', 'Sie können jederzeit Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen. Schreiben Sie an {email}.'],
      ],
    },
  },
  cs: {
    about: {
      title: 'O Artlane',
      description: 'Artlane prodává plakáty, umělecké tisky a rámy od nezávislých umělců, tištěné na objednávku.',
      sections: [
        [
          null,
          'Artlane je internetový obchod s plakáty, uměleckými tisky a rámy. Každý motiv pochází od nezávislého umělce a každý tisk vzniká na objednávku na silném matném papíře.',
        ],
        ['Umělci na prvním místě', 'Umělci si ponechávají práva ke svým dílům a z každého prodaného tisku dostávají podíl.'],
        [
          'Jak tiskneme',
          'Tiskneme archivními inkousty, které si drží barvy po desetiletí, a jen to, co si někdo objednal – nic nepřijde nazmar.',
        ],
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'Jak se spojit se zákaznickým servisem Artlane.',
      sections: [
        [
          null,
          'Rádi vám pomůžeme s objednávkou, doručením, vrácením zboží i čímkoli dalším. Napište nám na {email} a odpovíme do jednoho pracovního dne.',
        ],
        ['Provozní doba', 'Zákaznický servis odpovídá od pondělí do pátku, 9–17 hodin.'],
        ['K objednávce', 'Uveďte prosím číslo objednávky, abychom ji hned našli.'],
      ],
    },
    delivery: {
      title: 'Doručení',
      description: 'Doba a cena doručení.',
      sections: [
        [null, 'Vaši objednávku vytiskneme hned, jak ji odešlete, a doručíme do 2–4 pracovních dnů.'],
        ['Cena', 'Při nákupu nad {free} je doprava zdarma. Pod touto částkou stojí {cost}.'],
        ['Sledování zásilky', 'Jakmile balík odešleme, přijde vám e-mail s odkazem, kde ho můžete sledovat.'],
      ],
    },
    returns: {
      title: 'Vrácení zboží',
      description: '30 dní na vrácení.',
      sections: [
        [
          null,
          'Zakoupené zboží můžete vrátit do 30 dnů od převzetí. Napište na {email} s číslem objednávky a my vám poradíme, jak zboží poslat zpět.',
        ],
        ['Vrácení peněz', 'Peníze vrátíme stejným způsobem platby do 14 dnů od doručení vráceného zboží.'],
        [
          'Poškozené nebo chybné zboží',
          'Pokud zboží dorazí poškozené nebo neodpovídá objednávce, pošlete nám do 30 dnů fotografii a zdarma vám zašleme nové.',
        ],
        ['Vlastní plakáty', 'Plakáty podle vašeho vlastního návrhu lze vrátit pouze v případě vady.'],
      ],
    },
    privacy: {
      title: 'Ochrana osobních údajů',
      description: 'Jaké údaje o vás ukládáme a proč.',
      sections: [
        [null, 'Shromažďujeme jen to, co potřebujeme k doručení objednávky a provozu obchodu. Vaše údaje nikdy neprodáváme.'],
        ['Co ukládáme', 'U objednávky: jméno, adresu, e-mail a co jste koupili. U newsletteru: váš e-mail, dokud se neodhlásíte.'],
        ['Cookies', 'Nezbytné cookies si pamatují váš košík a vaše volby. Analytické cookies používáme, jen pokud s nimi souhlasíte.'],
        ['Vaše práva', 'Kdykoli můžete požádat o nahlédnutí, opravu nebo výmaz svých údajů. Napište na {email}.'],
      ],
    },
  },
  en: {
    about: {
      title: 'About Artlane',
      description: 'Artlane sells posters, art prints and frames from independent artists, printed on demand.',
      sections: [
        [
          null,
          'Artlane is an online shop for posters, art prints and frames. Every motif comes from an independent artist, and every print is made to order on heavy, matt paper.',
        ],
        ['Artists first', 'The artists keep the rights to their work and earn a share of every print we sell.'],
        [
          'How we print',
          'We print with archival inks that keep their colours for decades, and we only print what has been ordered, so nothing goes to waste.',
        ],
      ],
    },
    contact: {
      title: 'Contact us',
      description: 'How to reach Artlane’s customer service.',
      sections: [
        [
          null,
          'We are happy to help with orders, deliveries, returns and anything else. Write to us at {email} and we will answer within one working day.',
        ],
        ['Opening hours', 'Customer service answers Monday to Friday, 9:00–17:00.'],
        ['About an order', 'Please include your order number, so we can find your order straight away.'],
      ],
    },
    delivery: {
      title: 'Delivery',
      description: 'Delivery times and costs.',
      sections: [
        [null, 'We print your order as soon as you place it and deliver it within 2–4 working days.'],
        ['Costs', 'Delivery is free on orders over {free}. Below that it costs {cost}.'],
        ['Tracking', 'When your parcel leaves us, you receive an e-mail with a link to follow it.'],
      ],
    },
    returns: {
      title: 'Returns',
      description: '30-day returns.',
      sections: [
        [
          null,
          'You can return what you have bought within 30 days of receiving it. E-mail {email} with your order number and we will tell you how to send it back.',
        ],
        ['Refunds', 'We refund the amount to the payment method you used within 14 days of receiving the return.'],
        [
          'Damaged or wrong item',
          'If something arrives damaged or is not what you ordered, send us a photo within 30 days and we will send a replacement free of charge.',
        ],
        ['Custom posters', 'Posters made to your own design can only be returned if they are faulty.'],
      ],
    },
    privacy: {
      title: 'Privacy policy',
      description: 'What we store about you and why.',
      sections: [
        [null, 'We only collect what we need to deliver your order and run the shop. We never sell your data.'],
        [
          'What we store',
          'For an order: your name, address, e-mail address and what you bought. For the newsletter: your e-mail address, until you unsubscribe.',
        ],
        ['Cookies', 'Necessary cookies remember your cart and your choices. Analytics cookies are only used if you accept them.'],
        ['Your rights', 'You can ask to see, correct or delete your data at any time. Write to {email}.'],
      ],
    },
  },
  es: {
    about: {
      title: 'Sobre Artlane',
      description: 'Artlane vende pósters, láminas artísticas y marcos de artistas independientes, impresos bajo pedido.',
      sections: [
        [
          null,
          'Artlane es una tienda online de pósters, láminas artísticas y marcos. Cada motivo es obra de un artista independiente y cada lámina se imprime bajo pedido en papel grueso y mate.',
        ],
        ['Los artistas, primero', 'Los artistas conservan los derechos de sus obras y reciben una parte de cada lámina que vendemos.'],
        [
          'Cómo imprimimos',
          'Imprimimos con tintas de calidad archivo que conservan sus colores durante décadas, y solo lo que se ha pedido: nada se desperdicia.',
        ],
      ],
    },
    contact: {
      title: 'Contacto',
      description: 'Cómo ponerte en contacto con atención al cliente de Artlane.',
      sections: [
        [
          null,
          'Te ayudamos encantados con pedidos, envíos, devoluciones y cualquier otra cosa. Escríbenos a {email} y te responderemos en un día laborable.',
        ],
        ['Horario', 'Atención al cliente responde de lunes a viernes, de 9:00 a 17:00.'],
        ['Sobre un pedido', 'Indica tu número de pedido para que podamos encontrarlo enseguida.'],
      ],
    },
    delivery: {
      title: 'Envíos',
      description: 'Plazos y gastos de envío.',
      sections: [
        [null, 'Imprimimos tu pedido en cuanto lo haces y lo entregamos en 2–4 días laborables.'],
        ['Gastos de envío', 'El envío es gratis en pedidos superiores a {free}. Por debajo, cuesta {cost}.'],
        ['Seguimiento', 'Cuando el paquete sale de nuestro taller, recibes un correo con un enlace para seguirlo.'],
      ],
    },
    returns: {
      title: 'Devoluciones',
      description: '30 días para devolver tu compra.',
      sections: [
        [
          null,
          'Puedes devolver tu compra en los 30 días siguientes a recibirla. Escribe a {email} con tu número de pedido y te explicaremos cómo enviarla.',
        ],
        ['Reembolsos', 'Te devolvemos el importe con el mismo método de pago en un plazo de 14 días desde que recibimos la devolución.'],
        [
          'Artículo dañado o equivocado',
          'Si algo llega dañado o no es lo que pediste, envíanos una foto en un plazo de 30 días y te mandaremos otro sin coste.',
        ],
        ['Pósters personalizados', 'Los pósters hechos con tu propio diseño solo se pueden devolver si tienen algún defecto.'],
      ],
    },
    privacy: {
      title: 'Política de privacidad',
      description: 'Qué datos guardamos sobre ti y por qué.',
      sections: [
        [null, 'Solo recogemos lo necesario para entregar tu pedido y gestionar la tienda. Nunca vendemos tus datos.'],
        [
          'Qué guardamos',
          'En un pedido: tu nombre, dirección, correo electrónico y lo que has comprado. Para el boletín: tu correo, hasta que te des de baja.',
        ],
        ['Cookies', 'Las cookies necesarias recuerdan tu carrito y tus elecciones. Las cookies analíticas solo se usan si las aceptas.'],
        ['Tus derechos', 'Puedes pedir en cualquier momento ver, corregir o borrar tus datos. Escribe a {email}.'],
      ],
    },
  },
  et: {
    about: {
      title: 'Artlane’ist',
      description: 'Artlane müüb sõltumatute kunstnike plakateid, kunstitrükke ja raame, mis trükitakse tellimuse peale.',
      sections: [
        [
          null,
          'Artlane on plakatite, kunstitrükkide ja raamide e-pood. Iga motiiv pärineb sõltumatult kunstnikult ning iga trükk valmib tellimuse peale paksule matile paberile.',
        ],
        ['Kunstnikud eelkõige', 'Kunstnikele jäävad õigused oma teostele ja nad saavad osa iga müüdud trüki tulust.'],
        [
          'Kuidas me trükime',
          'Trükime arhiivikindlate tintidega, mis säilitavad värvid aastakümneid, ja ainult seda, mis on tellitud – midagi ei lähe raisku.',
        ],
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'Kuidas jõuda Artlane’i klienditeeninduseni.',
      sections: [
        [
          null,
          'Aitame hea meelega tellimuste, tarne, tagastuste ja kõige muuga. Kirjuta meile aadressil {email} ja vastame ühe tööpäeva jooksul.',
        ],
        ['Lahtiolekuajad', 'Klienditeenindus vastab esmaspäevast reedeni kell 9–17.'],
        ['Tellimuse kohta', 'Lisa palun oma tellimuse number, siis leiame tellimuse kohe üles.'],
      ],
    },
    delivery: {
      title: 'Tarne',
      description: 'Tarneajad ja -hinnad.',
      sections: [
        [null, 'Trükime sinu tellimuse kohe, kui selle esitad, ja toimetame kohale 2–4 tööpäevaga.'],
        ['Hind', 'Üle {free} tellimustele on tarne tasuta. Väiksemate tellimuste puhul maksab see {cost}.'],
        ['Jälgimine', 'Kui pakk meie juurest lahkub, saad e-kirja lingiga, mille kaudu saad seda jälgida.'],
      ],
    },
    returns: {
      title: 'Tagastamine',
      description: '30-päevane tagastusõigus.',
      sections: [
        [
          null,
          'Ostetud kauba saad tagastada 30 päeva jooksul pärast kättesaamist. Kirjuta aadressil {email}, lisa tellimuse number ja me selgitame, kuidas kaup tagasi saata.',
        ],
        ['Raha tagastamine', 'Kanname summa tagasi samale makseviisile 14 päeva jooksul pärast tagastuse kättesaamist.'],
        [
          'Kahjustatud või vale kaup',
          'Kui midagi saabub kahjustatuna või pole see, mida tellisid, saada meile 30 päeva jooksul foto ja saadame tasuta uue.',
        ],
        ['Oma kujundusega plakatid', 'Sinu enda kujunduse järgi tehtud plakateid saab tagastada ainult juhul, kui neil on viga.'],
      ],
    },
    privacy: {
      title: 'Privaatsuspoliitika',
      description: 'Milliseid andmeid me sinu kohta hoiame ja miks.',
      sections: [
        [null, 'Kogume ainult seda, mida on vaja tellimuse kohaletoimetamiseks ja poe pidamiseks. Me ei müü kunagi sinu andmeid.'],
        [
          'Mida me hoiame',
          'Tellimuse puhul: nimi, aadress, e-posti aadress ja see, mida ostsid. Uudiskirja puhul: sinu e-posti aadress, kuni tellimuse tühistad.',
        ],
        [
          'Küpsised',
          'Vajalikud küpsised jätavad meelde sinu ostukorvi ja valikud. Analüüsiküpsiseid kasutame ainult siis, kui need lubad.',
        ],
        ['Sinu õigused', 'Võid igal ajal paluda oma andmeid näha, parandada või kustutada. Kirjuta aadressil {email}.'],
      ],
    },
  },
  fi: {
    about: {
      title: 'Tietoa Artlanesta',
      description: 'Artlane myy itsenäisten taiteilijoiden julisteita, taidevedoksia ja kehyksiä tilauksesta painettuina.',
      sections: [
        [
          null,
          'Artlane on julisteiden, taidevedosten ja kehysten verkkokauppa. Jokainen aihe on itsenäisen taiteilijan käsialaa, ja jokainen vedos painetaan tilauksesta paksulle mattapaperille.',
        ],
        ['Taiteilijat ensin', 'Taiteilijat pitävät teostensa oikeudet ja saavat osuuden jokaisesta myydystä vedoksesta.'],
        [
          'Näin painamme',
          'Käytämme arkistokestäviä musteita, jotka säilyttävät värinsä vuosikymmeniä, ja painamme vain sen, mitä on tilattu – mitään ei mene hukkaan.',
        ],
      ],
    },
    contact: {
      title: 'Ota yhteyttä',
      description: 'Näin tavoitat Artlanen asiakaspalvelun.',
      sections: [
        [
          null,
          'Autamme mielellämme tilauksissa, toimituksissa, palautuksissa ja kaikessa muussa. Kirjoita meille osoitteeseen {email}, niin vastaamme yhden arkipäivän kuluessa.',
        ],
        ['Aukioloajat', 'Asiakaspalvelu vastaa maanantaista perjantaihin klo 9–17.'],
        ['Tilaukseen liittyen', 'Kerro tilausnumerosi, niin löydämme tilauksesi heti.'],
      ],
    },
    delivery: {
      title: 'Toimitus',
      description: 'Toimitusajat ja -kulut.',
      sections: [
        [null, 'Painamme tilauksesi heti, kun teet sen, ja toimitamme sen 2–4 arkipäivässä.'],
        ['Hinta', 'Yli {free} tilaukset toimitetaan ilmaiseksi. Muuten toimitus maksaa {cost}.'],
        ['Seuranta', 'Kun paketti lähtee meiltä, saat sähköpostin, jossa on linkki sen seurantaan.'],
      ],
    },
    returns: {
      title: 'Palautukset',
      description: '30 päivän palautusoikeus.',
      sections: [
        [
          null,
          'Voit palauttaa ostoksesi 30 päivän kuluessa siitä, kun olet saanut sen. Lähetä tilausnumerosi osoitteeseen {email}, niin kerromme, miten palautat tuotteen.',
        ],
        ['Hyvitys', 'Palautamme summan samalle maksutavalle 14 päivän kuluessa siitä, kun olemme saaneet palautuksen.'],
        [
          'Vaurioitunut tai väärä tuote',
          'Jos tuote saapuu vaurioituneena tai se ei ole se, mitä tilasit, lähetä meille kuva 30 päivän kuluessa, niin lähetämme uuden veloituksetta.',
        ],
        ['Omat julisteet', 'Oman suunnittelusi mukaan tehdyt julisteet voi palauttaa vain, jos niissä on vika.'],
      ],
    },
    privacy: {
      title: 'Tietosuojaseloste',
      description: 'Mitä tietoja sinusta tallennamme ja miksi.',
      sections: [
        [null, 'Keräämme vain sen, mitä tarvitsemme tilauksesi toimittamiseen ja kaupan pyörittämiseen. Emme koskaan myy tietojasi.'],
        [
          'Mitä tallennamme',
          'Tilauksesta: nimesi, osoitteesi, sähköpostiosoitteesi ja ostoksesi. Uutiskirjettä varten: sähköpostiosoitteesi, kunnes perut tilauksen.',
        ],
        ['Evästeet', 'Välttämättömät evästeet muistavat ostoskorisi ja valintasi. Analytiikkaevästeitä käytämme vain, jos hyväksyt ne.'],
        ['Oikeutesi', 'Voit milloin tahansa pyytää nähdä, korjata tai poistaa tietosi. Kirjoita osoitteeseen {email}.'],
      ],
    },
  },
  fr: {
    about: {
      title: 'À propos d’Artlane',
      description: 'Artlane vend des affiches, des reproductions d’art et des cadres d’artistes indépendants, imprimés à la demande.',
      sections: [
        [
          null,
          'Artlane est une boutique en ligne d’affiches, de reproductions d’art et de cadres. Chaque motif est l’œuvre d’un artiste indépendant, et chaque tirage est imprimé à la commande sur un papier mat épais.',
        ],
        ['Les artistes d’abord', 'Les artistes conservent les droits sur leurs œuvres et touchent une part de chaque tirage vendu.'],
        [
          'Notre impression',
          'Nous imprimons avec des encres de qualité archive qui gardent leurs couleurs pendant des décennies, et uniquement ce qui a été commandé : rien n’est gaspillé.',
        ],
      ],
    },
    contact: {
      title: 'Nous contacter',
      description: 'Comment joindre le service client d’Artlane.',
      sections: [
        [
          null,
          'Nous vous aidons volontiers pour une commande, une livraison, un retour ou toute autre question. Écrivez-nous à {email} : nous répondons sous un jour ouvré.',
        ],
        ['Horaires', 'Le service client répond du lundi au vendredi, de 9 h à 17 h.'],
        ['À propos d’une commande', 'Indiquez votre numéro de commande pour que nous la retrouvions tout de suite.'],
      ],
    },
    delivery: {
      title: 'Livraison',
      description: 'Délais et frais de livraison.',
      sections: [
        [null, 'Nous imprimons votre commande dès que vous la passez et la livrons sous 2 à 4 jours ouvrés.'],
        ['Frais', 'La livraison est offerte dès {free} d’achat. En dessous, elle coûte {cost}.'],
        ['Suivi', 'Dès que votre colis part, vous recevez un e-mail avec un lien pour le suivre.'],
      ],
    },
    returns: {
      title: 'Retours',
      description: 'Retour sous 30 jours.',
      sections: [
        [
          null,
          'Vous pouvez retourner vos achats dans les 30 jours suivant leur réception. Écrivez à {email} en indiquant votre numéro de commande, et nous vous expliquerons comment nous les renvoyer.',
        ],
        ['Remboursement', 'Nous remboursons le montant sur le moyen de paiement utilisé dans les 14 jours suivant la réception du retour.'],
        [
          'Article abîmé ou erroné',
          'Si un article arrive abîmé ou ne correspond pas à votre commande, envoyez-nous une photo dans les 30 jours : nous vous en envoyons un nouveau gratuitement.',
        ],
        ['Affiches personnalisées', 'Les affiches réalisées d’après votre propre création ne peuvent être retournées qu’en cas de défaut.'],
      ],
    },
    privacy: {
      title: 'Politique de confidentialité',
      description: 'Les données que nous conservons sur vous, et pourquoi.',
      sections: [
        [
          null,
          'Nous ne collectons que ce qui est nécessaire pour livrer votre commande et faire fonctionner la boutique. Nous ne vendons jamais vos données.',
        ],
        [
          'Ce que nous conservons',
          'Pour une commande : vos nom, adresse, adresse e-mail et vos achats. Pour la newsletter : votre adresse e-mail, jusqu’à votre désabonnement.',
        ],
        [
          'Cookies',
          'Les cookies nécessaires mémorisent votre panier et vos choix. Les cookies de mesure d’audience ne sont utilisés que si vous les acceptez.',
        ],
        ['Vos droits', 'Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données. Écrivez à {email}.'],
      ],
    },
  },
  hr: {
    about: {
      title: 'O Artlaneu',
      description: 'Artlane prodaje postere, umjetničke otiske i okvire neovisnih umjetnika, tiskane po narudžbi.',
      sections: [
        [
          null,
          'Artlane je internetska trgovina postera, umjetničkih otisaka i okvira. Svaki motiv djelo je neovisnog umjetnika, a svaki se otisak izrađuje po narudžbi na debelom, mat papiru.',
        ],
        ['Umjetnici na prvom mjestu', 'Umjetnici zadržavaju prava na svoja djela i dobivaju udio od svakog prodanog otiska.'],
        [
          'Kako tiskamo',
          'Tiskamo arhivskim tintama koje zadržavaju boje desetljećima i tiskamo samo ono što je naručeno – ništa se ne baca.',
        ],
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'Kako doći do korisničke podrške Artlanea.',
      sections: [
        [
          null,
          'Rado ćemo vam pomoći s narudžbama, dostavom, povratom i svime ostalim. Pišite nam na {email} i odgovorit ćemo unutar jednog radnog dana.',
        ],
        ['Radno vrijeme', 'Korisnička podrška odgovara od ponedjeljka do petka, od 9 do 17 sati.'],
        ['U vezi s narudžbom', 'Navedite broj narudžbe kako bismo je odmah pronašli.'],
      ],
    },
    delivery: {
      title: 'Dostava',
      description: 'Rokovi i cijene dostave.',
      sections: [
        [null, 'Vašu narudžbu tiskamo čim je pošaljete i dostavljamo je u roku od 2–4 radna dana.'],
        ['Cijena', 'Dostava je besplatna za narudžbe iznad {free}. Ispod tog iznosa stoji {cost}.'],
        ['Praćenje pošiljke', 'Kad paket krene od nas, dobit ćete e-poruku s poveznicom za praćenje.'],
      ],
    },
    returns: {
      title: 'Povrat',
      description: 'Povrat u roku od 30 dana.',
      sections: [
        [
          null,
          'Kupljeno možete vratiti u roku od 30 dana od primitka. Pišite na {email} s brojem narudžbe i objasnit ćemo vam kako poslati proizvod natrag.',
        ],
        ['Povrat novca', 'Iznos vraćamo na isti način plaćanja u roku od 14 dana od primitka povrata.'],
        [
          'Oštećen ili pogrešan proizvod',
          'Ako nešto stigne oštećeno ili nije ono što ste naručili, pošaljite nam fotografiju u roku od 30 dana i besplatno ćemo vam poslati novi.',
        ],
        ['Vlastiti posteri', 'Postere izrađene prema vašem dizajnu moguće je vratiti samo ako su neispravni.'],
      ],
    },
    privacy: {
      title: 'Pravila privatnosti',
      description: 'Koje podatke o vama čuvamo i zašto.',
      sections: [
        [null, 'Prikupljamo samo ono što nam treba za dostavu narudžbe i rad trgovine. Vaše podatke nikada ne prodajemo.'],
        [
          'Što čuvamo',
          'Za narudžbu: ime, adresu, adresu e-pošte i što ste kupili. Za newsletter: vašu adresu e-pošte, dok se ne odjavite.',
        ],
        ['Kolačići', 'Nužni kolačići pamte vašu košaricu i vaše odabire. Analitičke kolačiće koristimo samo ako ih prihvatite.'],
        ['Vaša prava', 'U bilo kojem trenutku možete zatražiti uvid u svoje podatke, njihov ispravak ili brisanje. Pišite na {email}.'],
      ],
    },
  },
  hu: {
    about: {
      title: 'Az Artlane-ről',
      description: 'Az Artlane független művészek posztereit, művészi nyomatait és kereteit árulja, rendelésre nyomtatva.',
      sections: [
        [
          null,
          'Az Artlane poszterek, művészi nyomatok és keretek webáruháza. Minden motívum független művész alkotása, és minden nyomat rendelésre készül vastag, matt papírra.',
        ],
        ['Első a művész', 'A művészeké marad a műveik minden joga, és minden eladott nyomatból részesednek.'],
        [
          'Így nyomtatunk',
          'Archív minőségű tintákkal nyomtatunk, amelyek évtizedekig megőrzik a színeiket, és csak azt nyomtatjuk ki, amit megrendeltek – semmi sem megy kárba.',
        ],
      ],
    },
    contact: {
      title: 'Kapcsolat',
      description: 'Így éred el az Artlane ügyfélszolgálatát.',
      sections: [
        [
          null,
          'Szívesen segítünk rendeléssel, szállítással, visszaküldéssel és bármi mással kapcsolatban. Írj nekünk a {email} címre, és egy munkanapon belül válaszolunk.',
        ],
        ['Elérhetőség', 'Az ügyfélszolgálat hétfőtől péntekig 9 és 17 óra között válaszol.'],
        ['Rendeléssel kapcsolatban', 'Írd meg a rendelésszámodat, így azonnal megtaláljuk a rendelésedet.'],
      ],
    },
    delivery: {
      title: 'Szállítás',
      description: 'Szállítási idők és díjak.',
      sections: [
        [null, 'A rendelésedet azonnal kinyomtatjuk, és 2–4 munkanapon belül kiszállítjuk.'],
        ['Díjak', '{free} feletti rendelésnél a szállítás ingyenes, ez alatt {cost}.'],
        ['Csomagkövetés', 'Amikor a csomag elindul tőlünk, e-mailt kapsz egy linkkel, amelyen követheted.'],
      ],
    },
    returns: {
      title: 'Visszaküldés',
      description: '30 napos visszaküldési jog.',
      sections: [
        [
          null,
          'A megvásárolt termékeket az átvételtől számított 30 napon belül visszaküldheted. Írj a {email} címre a rendelésszámoddal, és elmondjuk, hogyan küldd vissza.',
        ],
        [
          'Visszatérítés',
          'Az összeget a visszaküldött csomag beérkezésétől számított 14 napon belül ugyanarra a fizetési módra utaljuk vissza.',
        ],
        [
          'Sérült vagy hibás termék',
          'Ha valami sérülten érkezik, vagy nem azt kaptad, amit rendeltél, küldj nekünk fotót 30 napon belül, és díjmentesen küldünk újat.',
        ],
        ['Saját poszterek', 'A saját terved alapján készült posztereket csak hiba esetén lehet visszaküldeni.'],
      ],
    },
    privacy: {
      title: 'Adatvédelem',
      description: 'Milyen adatokat tárolunk rólad, és miért.',
      sections: [
        [null, 'Csak azt gyűjtjük, ami a rendelésed kiszállításához és a bolt működtetéséhez kell. Az adataidat soha nem adjuk el.'],
        [
          'Mit tárolunk',
          'Rendelésnél: a neved, a címed, az e-mail-címed és azt, amit vásároltál. A hírlevélhez: az e-mail-címedet, amíg le nem iratkozol.',
        ],
        [
          'Sütik',
          'A szükséges sütik megjegyzik a kosaradat és a beállításaidat. Analitikai sütiket csak akkor használunk, ha elfogadod őket.',
        ],
        ['Jogaid', 'Bármikor kérheted, hogy megnézhesd, kijavítsuk vagy töröljük az adataidat. Írj a {email} címre.'],
      ],
    },
  },
  it: {
    about: {
      title: 'Chi è Artlane',
      description: 'Artlane vende poster, stampe d’arte e cornici di artisti indipendenti, stampati su ordinazione.',
      sections: [
        [
          null,
          'Artlane è un negozio online di poster, stampe d’arte e cornici. Ogni soggetto è opera di un artista indipendente e ogni stampa viene realizzata su ordinazione su carta opaca di alta grammatura.',
        ],
        ['Prima gli artisti', 'Gli artisti mantengono i diritti sulle loro opere e ricevono una parte di ogni stampa venduta.'],
        [
          'Come stampiamo',
          'Stampiamo con inchiostri di qualità archivio che mantengono i colori per decenni, e solo ciò che è stato ordinato: niente va sprecato.',
        ],
      ],
    },
    contact: {
      title: 'Contatti',
      description: 'Come raggiungere il servizio clienti di Artlane.',
      sections: [
        [
          null,
          'Ti aiutiamo volentieri con ordini, consegne, resi e qualsiasi altra cosa. Scrivici a {email} e ti risponderemo entro un giorno lavorativo.',
        ],
        ['Orari', 'Il servizio clienti risponde dal lunedì al venerdì, dalle 9 alle 17.'],
        ['Per un ordine', 'Indica il numero d’ordine, così lo troviamo subito.'],
      ],
    },
    delivery: {
      title: 'Spedizioni',
      description: 'Tempi e costi di spedizione.',
      sections: [
        [null, 'Stampiamo il tuo ordine appena lo effettui e lo consegniamo in 2–4 giorni lavorativi.'],
        ['Costi', 'La spedizione è gratuita per ordini superiori a {free}. Al di sotto costa {cost}.'],
        ['Tracciamento', 'Quando il pacco parte, ricevi un’e-mail con un link per seguirlo.'],
      ],
    },
    returns: {
      title: 'Resi',
      description: 'Reso entro 30 giorni.',
      sections: [
        [
          null,
          'Puoi restituire ciò che hai acquistato entro 30 giorni dal ricevimento. Scrivi a {email} indicando il numero d’ordine e ti spiegheremo come rispedirlo.',
        ],
        ['Rimborsi', 'Rimborsiamo l’importo sullo stesso metodo di pagamento entro 14 giorni dal ricevimento del reso.'],
        [
          'Articolo danneggiato o sbagliato',
          'Se qualcosa arriva danneggiato o non è ciò che hai ordinato, inviaci una foto entro 30 giorni e te ne spediremo uno nuovo senza costi.',
        ],
        ['Poster personalizzati', 'I poster realizzati con il tuo design possono essere restituiti solo se difettosi.'],
      ],
    },
    privacy: {
      title: 'Informativa sulla privacy',
      description: 'Quali dati conserviamo su di te e perché.',
      sections: [
        [null, 'Raccogliamo solo ciò che serve per consegnare il tuo ordine e gestire il negozio. Non vendiamo mai i tuoi dati.'],
        [
          'Cosa conserviamo',
          'Per un ordine: nome, indirizzo, indirizzo e-mail e ciò che hai acquistato. Per la newsletter: il tuo indirizzo e-mail, finché non annulli l’iscrizione.',
        ],
        ['Cookie', 'I cookie necessari ricordano il carrello e le tue scelte. I cookie analitici vengono usati solo se li accetti.'],
        ['I tuoi diritti', 'Puoi chiedere in qualsiasi momento di vedere, correggere o cancellare i tuoi dati. Scrivi a {email}.'],
      ],
    },
  },
  lt: {
    about: {
      title: 'Apie Artlane',
      description: 'Artlane parduoda nepriklausomų menininkų plakatus, meno atspaudus ir rėmelius, spausdinamus pagal užsakymą.',
      sections: [
        [
          null,
          'Artlane – plakatų, meno atspaudų ir rėmelių internetinė parduotuvė. Kiekvieną motyvą sukūrė nepriklausomas menininkas, o kiekvienas atspaudas spausdinamas pagal užsakymą ant storo matinio popieriaus.',
        ],
        ['Pirmiausia – menininkai', 'Menininkai išsaugo savo kūrinių teises ir gauna dalį pajamų už kiekvieną parduotą atspaudą.'],
        [
          'Kaip spausdiname',
          'Spausdiname archyviniais rašalais, kurių spalvos išlieka dešimtmečius, ir tik tai, kas užsakyta, – niekas nešvaistoma.',
        ],
      ],
    },
    contact: {
      title: 'Kontaktai',
      description: 'Kaip susisiekti su Artlane klientų aptarnavimu.',
      sections: [
        [
          null,
          'Mielai padėsime dėl užsakymų, pristatymo, grąžinimo ir bet kokių kitų klausimų. Rašykite mums el. paštu {email}, atsakysime per vieną darbo dieną.',
        ],
        ['Darbo laikas', 'Klientų aptarnavimas atsako pirmadieniais–penktadieniais 9–17 val.'],
        ['Dėl užsakymo', 'Nurodykite užsakymo numerį – taip jį rasime iš karto.'],
      ],
    },
    delivery: {
      title: 'Pristatymas',
      description: 'Pristatymo terminai ir kainos.',
      sections: [
        [null, 'Jūsų užsakymą išspausdiname vos jį pateikus ir pristatome per 2–4 darbo dienas.'],
        ['Kaina', 'Užsakymams nuo {free} pristatymas nemokamas. Mažesniems užsakymams jis kainuoja {cost}.'],
        ['Siuntos sekimas', 'Kai siunta išsiųsta, gausite el. laišką su nuoroda, kuria galėsite ją sekti.'],
      ],
    },
    returns: {
      title: 'Grąžinimas',
      description: '30 dienų grąžinimo teisė.',
      sections: [
        [
          null,
          'Pirkinius galite grąžinti per 30 dienų nuo jų gavimo. Parašykite el. paštu {email} ir nurodykite užsakymo numerį – paaiškinsime, kaip prekę išsiųsti atgal.',
        ],
        ['Pinigų grąžinimas', 'Pinigus grąžiname tuo pačiu mokėjimo būdu per 14 dienų nuo grąžintos prekės gavimo.'],
        [
          'Pažeista ar ne ta prekė',
          'Jei prekė atkeliavo pažeista arba ne ta, kurią užsakėte, per 30 dienų atsiųskite mums nuotrauką ir nemokamai išsiųsime naują.',
        ],
        ['Jūsų sukurti plakatai', 'Pagal jūsų dizainą pagamintus plakatus galima grąžinti tik tada, jei jie turi defektų.'],
      ],
    },
    privacy: {
      title: 'Privatumo politika',
      description: 'Kokius duomenis apie jus saugome ir kodėl.',
      sections: [
        [null, 'Renkame tik tai, ko reikia jūsų užsakymui pristatyti ir parduotuvei veikti. Jūsų duomenų niekada neparduodame.'],
        [
          'Ką saugome',
          'Užsakymo atveju – vardą, adresą, el. pašto adresą ir tai, ką pirkote. Naujienlaiškiui – jūsų el. pašto adresą, kol atsisakysite prenumeratos.',
        ],
        ['Slapukai', 'Būtinieji slapukai įsimena jūsų krepšelį ir pasirinkimus. Analitinius slapukus naudojame tik jums sutikus.'],
        ['Jūsų teisės', 'Bet kada galite paprašyti peržiūrėti, ištaisyti ar ištrinti savo duomenis. Rašykite el. paštu {email}.'],
      ],
    },
  },
  lv: {
    about: {
      title: 'Par Artlane',
      description: 'Artlane pārdod neatkarīgu mākslinieku plakātus, mākslas izdrukas un rāmjus, kas drukāti pēc pasūtījuma.',
      sections: [
        [
          null,
          'Artlane ir plakātu, mākslas izdruku un rāmju interneta veikals. Katrs motīvs ir neatkarīga mākslinieka darbs, un katra izdruka tiek drukāta pēc pasūtījuma uz bieza, matēta papīra.',
        ],
        ['Vispirms mākslinieki', 'Mākslinieki patur tiesības uz saviem darbiem un saņem daļu no katras pārdotās izdrukas.'],
        [
          'Kā mēs drukājam',
          'Drukājam ar arhīva kvalitātes tintēm, kas saglabā krāsas gadu desmitiem, un tikai to, kas pasūtīts, – nekas netiek izšķērdēts.',
        ],
      ],
    },
    contact: {
      title: 'Kontakti',
      description: 'Kā sazināties ar Artlane klientu apkalpošanu.',
      sections: [
        [
          null,
          'Labprāt palīdzēsim ar pasūtījumiem, piegādi, atgriešanu un visu citu. Rakstiet mums uz {email}, un mēs atbildēsim vienas darba dienas laikā.',
        ],
        ['Darba laiks', 'Klientu apkalpošana atbild no pirmdienas līdz piektdienai plkst. 9–17.'],
        ['Par pasūtījumu', 'Lūdzu, norādiet pasūtījuma numuru, lai mēs to uzreiz atrastu.'],
      ],
    },
    delivery: {
      title: 'Piegāde',
      description: 'Piegādes laiki un izmaksas.',
      sections: [
        [null, 'Jūsu pasūtījumu izdrukājam, tiklīdz to veicat, un piegādājam 2–4 darba dienās.'],
        ['Izmaksas', 'Pasūtījumiem virs {free} piegāde ir bez maksas. Mazākiem pasūtījumiem tā maksā {cost}.'],
        ['Sūtījuma izsekošana', 'Kad paka ir ceļā, jūs saņemat e-pastu ar saiti, kurā to var izsekot.'],
      ],
    },
    returns: {
      title: 'Atgriešana',
      description: '30 dienas preču atgriešanai.',
      sections: [
        [
          null,
          'Pirkumu varat atgriezt 30 dienu laikā pēc saņemšanas. Rakstiet uz {email}, norādot pasūtījuma numuru, un mēs paskaidrosim, kā preci nosūtīt atpakaļ.',
        ],
        ['Naudas atmaksa', 'Summu atmaksājam ar to pašu maksājuma veidu 14 dienu laikā pēc atgrieztās preces saņemšanas.'],
        [
          'Bojāta vai nepareiza prece',
          'Ja kaut kas pienāk bojāts vai nav tas, ko pasūtījāt, 30 dienu laikā atsūtiet mums fotoattēlu, un mēs bez maksas nosūtīsim jaunu.',
        ],
        ['Jūsu veidoti plakāti', 'Plakātus, kas izgatavoti pēc jūsu dizaina, var atgriezt tikai tad, ja tiem ir defekts.'],
      ],
    },
    privacy: {
      title: 'Privātuma politika',
      description: 'Kādus datus par jums glabājam un kāpēc.',
      sections: [
        [null, 'Vācam tikai to, kas nepieciešams pasūtījuma piegādei un veikala darbībai. Jūsu datus mēs nekad nepārdodam.'],
        [
          'Ko mēs glabājam',
          'Pasūtījumam – vārdu, adresi, e-pasta adresi un to, ko nopirkāt. Jaunumu vēstulei – jūsu e-pasta adresi, līdz atsakāties no tās.',
        ],
        [
          'Sīkdatnes',
          'Nepieciešamās sīkdatnes atceras jūsu grozu un izvēles. Analītiskās sīkdatnes izmantojam tikai tad, ja tām piekrītat.',
        ],
        ['Jūsu tiesības', 'Jebkurā laikā varat lūgt savus datus apskatīt, labot vai dzēst. Rakstiet uz {email}.'],
      ],
    },
  },
  nl: {
    about: {
      title: 'Over Artlane',
      description: 'Artlane verkoopt posters, kunstprints en lijsten van onafhankelijke kunstenaars, op bestelling gedrukt.',
      sections: [
        [
          null,
          'Artlane is een webwinkel voor posters, kunstprints en lijsten. Elk motief komt van een onafhankelijke kunstenaar en elke print wordt op bestelling gedrukt op dik, mat papier.',
        ],
        ['Kunstenaars eerst', 'Kunstenaars houden de rechten op hun werk en krijgen een deel van elke verkochte print.'],
        [
          'Zo drukken we',
          'We drukken met inkt van archiefkwaliteit die decennialang mooi van kleur blijft, en alleen wat besteld is: er gaat niets verloren.',
        ],
      ],
    },
    contact: {
      title: 'Contact',
      description: 'Zo bereik je de klantenservice van Artlane.',
      sections: [
        [
          null,
          'We helpen je graag met bestellingen, levering, retouren en al het andere. Mail ons op {email}, dan antwoorden we binnen één werkdag.',
        ],
        ['Openingstijden', 'De klantenservice is bereikbaar van maandag tot en met vrijdag, van 9.00 tot 17.00 uur.'],
        ['Over een bestelling', 'Vermeld je bestelnummer, dan vinden we je bestelling meteen.'],
      ],
    },
    delivery: {
      title: 'Levering',
      description: 'Levertijden en verzendkosten.',
      sections: [
        [null, 'We drukken je bestelling zodra je die plaatst en leveren binnen 2–4 werkdagen.'],
        ['Kosten', 'Verzending is gratis vanaf {free}. Daaronder kost die {cost}.'],
        ['Volgen', 'Zodra je pakket bij ons vertrekt, krijg je een e-mail met een link om het te volgen.'],
      ],
    },
    returns: {
      title: 'Retourneren',
      description: '30 dagen retour.',
      sections: [
        [
          null,
          'Je kunt je aankoop binnen 30 dagen na ontvangst retourneren. Mail {email} met je bestelnummer, dan leggen we uit hoe je het terugstuurt.',
        ],
        ['Terugbetaling', 'We betalen het bedrag binnen 14 dagen na ontvangst van de retour terug via dezelfde betaalmethode.'],
        [
          'Beschadigd of verkeerd artikel',
          'Komt er iets beschadigd aan of is het niet wat je bestelde? Stuur ons binnen 30 dagen een foto, dan sturen we kosteloos een nieuw exemplaar.',
        ],
        ['Eigen posters', 'Posters naar je eigen ontwerp kun je alleen retourneren als ze een fout hebben.'],
      ],
    },
    privacy: {
      title: 'Privacybeleid',
      description: 'Welke gegevens we over je bewaren en waarom.',
      sections: [
        [null, 'We verzamelen alleen wat nodig is om je bestelling te leveren en de winkel te runnen. We verkopen je gegevens nooit.'],
        [
          'Wat we bewaren',
          'Bij een bestelling: je naam, adres, e-mailadres en wat je hebt gekocht. Voor de nieuwsbrief: je e-mailadres, tot je je afmeldt.',
        ],
        [
          'Cookies',
          'Noodzakelijke cookies onthouden je winkelmand en je keuzes. Analytische cookies gebruiken we alleen als je ze accepteert.',
        ],
        ['Je rechten', 'Je kunt altijd vragen om je gegevens in te zien, te corrigeren of te verwijderen. Mail naar {email}.'],
      ],
    },
  },
  pl: {
    about: {
      title: 'O Artlane',
      description: 'Artlane sprzedaje plakaty, reprodukcje artystyczne i ramy od niezależnych artystów, drukowane na zamówienie.',
      sections: [
        [
          null,
          'Artlane to sklep internetowy z plakatami, reprodukcjami artystycznymi i ramami. Każdy motyw pochodzi od niezależnego artysty, a każdy wydruk powstaje na zamówienie na grubym, matowym papierze.',
        ],
        ['Najpierw artyści', 'Artyści zachowują prawa do swoich prac i otrzymują część z każdego sprzedanego wydruku.'],
        [
          'Jak drukujemy',
          'Drukujemy tuszami archiwalnymi, które zachowują kolory przez dziesięciolecia, i tylko to, co zostało zamówione – nic się nie marnuje.',
        ],
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'Jak skontaktować się z obsługą klienta Artlane.',
      sections: [
        [
          null,
          'Chętnie pomożemy w sprawie zamówień, dostawy, zwrotów i wszystkiego innego. Napisz do nas na {email}, a odpowiemy w ciągu jednego dnia roboczego.',
        ],
        ['Godziny pracy', 'Obsługa klienta odpowiada od poniedziałku do piątku w godz. 9–17.'],
        ['W sprawie zamówienia', 'Podaj numer zamówienia, a od razu je znajdziemy.'],
      ],
    },
    delivery: {
      title: 'Dostawa',
      description: 'Czas i koszty dostawy.',
      sections: [
        [null, 'Drukujemy zamówienie od razu po jego złożeniu i dostarczamy je w ciągu 2–4 dni roboczych.'],
        ['Koszty', 'Przy zamówieniach powyżej {free} dostawa jest darmowa. Poniżej tej kwoty kosztuje {cost}.'],
        ['Śledzenie przesyłki', 'Gdy paczka wyruszy, dostaniesz e-mail z linkiem do jej śledzenia.'],
      ],
    },
    returns: {
      title: 'Zwroty',
      description: '30 dni na zwrot.',
      sections: [
        [
          null,
          'Zakupy możesz zwrócić w ciągu 30 dni od ich otrzymania. Napisz na {email}, podając numer zamówienia, a wyjaśnimy, jak odesłać towar.',
        ],
        ['Zwrot pieniędzy', 'Zwracamy pieniądze tą samą metodą płatności w ciągu 14 dni od otrzymania zwrotu.'],
        [
          'Uszkodzony lub niewłaściwy towar',
          'Jeśli coś dotrze uszkodzone albo nie jest tym, co zamówiono, wyślij nam zdjęcie w ciągu 30 dni, a bezpłatnie wyślemy nowy egzemplarz.',
        ],
        ['Własne plakaty', 'Plakaty wykonane według własnego projektu można zwrócić tylko w przypadku wady.'],
      ],
    },
    privacy: {
      title: 'Polityka prywatności',
      description: 'Jakie dane przechowujemy i dlaczego.',
      sections: [
        [null, 'Zbieramy tylko to, czego potrzebujemy, by dostarczyć zamówienie i prowadzić sklep. Nigdy nie sprzedajemy Twoich danych.'],
        [
          'Co przechowujemy',
          'Przy zamówieniu: imię i nazwisko, adres, adres e-mail oraz zakupione produkty. Na potrzeby newslettera: adres e-mail, dopóki nie zrezygnujesz z subskrypcji.',
        ],
        [
          'Pliki cookie',
          'Niezbędne pliki cookie zapamiętują koszyk i wybrane ustawienia. Analityczne pliki cookie stosujemy tylko za Twoją zgodą.',
        ],
        ['Twoje prawa', 'W każdej chwili możesz poprosić o wgląd w swoje dane, ich poprawienie lub usunięcie. Napisz na {email}.'],
      ],
    },
  },
  pt: {
    about: {
      title: 'Sobre a Artlane',
      description: 'A Artlane vende pósteres, reproduções de arte e molduras de artistas independentes, impressos por encomenda.',
      sections: [
        [
          null,
          'A Artlane é uma loja online de pósteres, reproduções de arte e molduras. Cada motivo é obra de um artista independente e cada impressão é feita por encomenda em papel mate espesso.',
        ],
        ['Os artistas primeiro', 'Os artistas mantêm os direitos das suas obras e recebem uma parte de cada impressão vendida.'],
        [
          'Como imprimimos',
          'Imprimimos com tintas de qualidade de arquivo, que mantêm as cores durante décadas, e só o que foi encomendado – nada se desperdiça.',
        ],
      ],
    },
    contact: {
      title: 'Contactos',
      description: 'Como contactar o apoio ao cliente da Artlane.',
      sections: [
        [
          null,
          'Teremos todo o gosto em ajudar com encomendas, entregas, devoluções e tudo o resto. Escreva-nos para {email} e responderemos no prazo de um dia útil.',
        ],
        ['Horário', 'O apoio ao cliente responde de segunda a sexta-feira, das 9h às 17h.'],
        ['Sobre uma encomenda', 'Indique o número da encomenda para a encontrarmos de imediato.'],
      ],
    },
    delivery: {
      title: 'Entregas',
      description: 'Prazos e custos de entrega.',
      sections: [
        [null, 'Imprimimos a sua encomenda assim que a faz e entregamo-la em 2 a 4 dias úteis.'],
        ['Custos', 'O envio é grátis em encomendas acima de {free}. Abaixo desse valor custa {cost}.'],
        ['Acompanhamento', 'Quando a encomenda sai, recebe um e-mail com uma ligação para a acompanhar.'],
      ],
    },
    returns: {
      title: 'Devoluções',
      description: 'Devolução em 30 dias.',
      sections: [
        [
          null,
          'Pode devolver as suas compras no prazo de 30 dias após a receção. Escreva para {email} com o número da encomenda e explicamos como as enviar de volta.',
        ],
        ['Reembolsos', 'Reembolsamos o valor pelo mesmo meio de pagamento no prazo de 14 dias após recebermos a devolução.'],
        [
          'Artigo danificado ou errado',
          'Se algo chegar danificado ou não for o que encomendou, envie-nos uma fotografia no prazo de 30 dias e enviamos um novo sem custos.',
        ],
        ['Pósteres personalizados', 'Os pósteres feitos com o seu próprio design só podem ser devolvidos se tiverem defeito.'],
      ],
    },
    privacy: {
      title: 'Política de privacidade',
      description: 'Que dados guardamos sobre si e porquê.',
      sections: [
        [null, 'Recolhemos apenas o necessário para entregar a sua encomenda e gerir a loja. Nunca vendemos os seus dados.'],
        [
          'O que guardamos',
          'Numa encomenda: o seu nome, morada, endereço de e-mail e o que comprou. Para a newsletter: o seu endereço de e-mail, até cancelar a subscrição.',
        ],
        ['Cookies', 'Os cookies necessários guardam o seu carrinho e as suas escolhas. Os cookies analíticos só são usados se os aceitar.'],
        ['Os seus direitos', 'Pode pedir a qualquer momento para ver, corrigir ou apagar os seus dados. Escreva para {email}.'],
      ],
    },
  },
  ro: {
    about: {
      title: 'Despre Artlane',
      description: 'Artlane vinde postere, printuri artistice și rame de la artiști independenți, tipărite la comandă.',
      sections: [
        [
          null,
          'Artlane este un magazin online de postere, printuri artistice și rame. Fiecare motiv este creat de un artist independent, iar fiecare print se tipărește la comandă pe hârtie mată groasă.',
        ],
        ['Artiștii pe primul loc', 'Artiștii își păstrează drepturile asupra lucrărilor și primesc o parte din fiecare print vândut.'],
        [
          'Cum tipărim',
          'Tipărim cu cerneluri de calitate arhivă, care își păstrează culorile zeci de ani, și doar ce s-a comandat – nu se irosește nimic.',
        ],
      ],
    },
    contact: {
      title: 'Contact',
      description: 'Cum iei legătura cu serviciul clienți Artlane.',
      sections: [
        [
          null,
          'Te ajutăm cu plăcere cu comenzi, livrări, retururi și orice altceva. Scrie-ne la {email} și îți răspundem în cel mult o zi lucrătoare.',
        ],
        ['Program', 'Serviciul clienți răspunde de luni până vineri, între orele 9 și 17.'],
        ['Despre o comandă', 'Menționează numărul comenzii, ca s-o găsim imediat.'],
      ],
    },
    delivery: {
      title: 'Livrare',
      description: 'Termene și costuri de livrare.',
      sections: [
        [null, 'Îți tipărim comanda imediat ce o plasezi și o livrăm în 2–4 zile lucrătoare.'],
        ['Costuri', 'Livrarea este gratuită pentru comenzi de peste {free}. Sub această sumă costă {cost}.'],
        ['Urmărire', 'Când coletul pleacă de la noi, primești un e-mail cu un link pentru urmărire.'],
      ],
    },
    returns: {
      title: 'Retururi',
      description: 'Retur în 30 de zile.',
      sections: [
        [
          null,
          'Poți returna produsele cumpărate în 30 de zile de la primire. Scrie-ne la {email} cu numărul comenzii și îți explicăm cum să le trimiți înapoi.',
        ],
        ['Rambursare', 'Îți rambursăm suma prin aceeași metodă de plată în 14 zile de la primirea returului.'],
        [
          'Produs deteriorat sau greșit',
          'Dacă ceva ajunge deteriorat sau nu este ce ai comandat, trimite-ne o fotografie în 30 de zile și îți trimitem gratuit unul nou.',
        ],
        ['Postere personalizate', 'Posterele realizate după propriul tău design pot fi returnate doar dacă au un defect.'],
      ],
    },
    privacy: {
      title: 'Politica de confidențialitate',
      description: 'Ce date păstrăm despre tine și de ce.',
      sections: [
        [null, 'Colectăm doar ce ne trebuie pentru a-ți livra comanda și a administra magazinul. Nu îți vindem niciodată datele.'],
        [
          'Ce păstrăm',
          'Pentru o comandă: numele, adresa, adresa de e-mail și ce ai cumpărat. Pentru newsletter: adresa ta de e-mail, până te dezabonezi.',
        ],
        ['Cookie-uri', 'Cookie-urile necesare rețin coșul și alegerile tale. Cookie-urile de analiză sunt folosite doar dacă le accepți.'],
        ['Drepturile tale', 'Poți cere oricând să îți vezi, să corectezi sau să ștergi datele. Scrie-ne la {email}.'],
      ],
    },
  },
  sl: {
    about: {
      title: 'O Artlanu',
      description: 'Artlane prodaja plakate, umetniške tiske in okvirje neodvisnih umetnikov, natisnjene po naročilu.',
      sections: [
        [
          null,
          'Artlane je spletna trgovina s plakati, umetniškimi tiski in okvirji. Vsak motiv je delo neodvisnega umetnika, vsak tisk pa nastane po naročilu na debelem, mat papirju.',
        ],
        ['Najprej umetniki', 'Umetniki obdržijo pravice do svojih del in prejmejo delež od vsakega prodanega tiska.'],
        ['Kako tiskamo', 'Tiskamo z arhivskimi črnili, ki ohranijo barve več desetletij, in samo to, kar je naročeno – nič ne gre v nič.'],
      ],
    },
    contact: {
      title: 'Kontakt',
      description: 'Kako dosežete podporo strankam Artlane.',
      sections: [
        [
          null,
          'Z veseljem vam pomagamo pri naročilih, dostavi, vračilih in vsem drugem. Pišite nam na {email} in odgovorili bomo v enem delovnem dnevu.',
        ],
        ['Delovni čas', 'Podpora strankam odgovarja od ponedeljka do petka med 9. in 17. uro.'],
        ['Glede naročila', 'Navedite številko naročila, da ga takoj najdemo.'],
      ],
    },
    delivery: {
      title: 'Dostava',
      description: 'Roki in stroški dostave.',
      sections: [
        [null, 'Vaše naročilo natisnemo takoj, ko ga oddate, in ga dostavimo v 2–4 delovnih dneh.'],
        ['Stroški', 'Dostava je brezplačna za naročila nad {free}. Pod tem zneskom stane {cost}.'],
        ['Sledenje pošiljki', 'Ko paket odpošljemo, prejmete e-poštno sporočilo s povezavo za sledenje.'],
      ],
    },
    returns: {
      title: 'Vračila',
      description: 'Vračilo v 30 dneh.',
      sections: [
        [
          null,
          'Kupljeno lahko vrnete v 30 dneh od prejema. Pišite na {email} s številko naročila in razložili vam bomo, kako izdelek vrnete.',
        ],
        ['Vračilo denarja', 'Znesek vrnemo na isti način plačila v 14 dneh od prejema vračila.'],
        [
          'Poškodovan ali napačen izdelek',
          'Če kaj prispe poškodovano ali ni tisto, kar ste naročili, nam v 30 dneh pošljite fotografijo in brezplačno vam pošljemo novega.',
        ],
        ['Lastni plakati', 'Plakate, izdelane po vašem lastnem oblikovanju, je mogoče vrniti le, če so pomanjkljivi.'],
      ],
    },
    privacy: {
      title: 'Politika zasebnosti',
      description: 'Katere podatke o vas hranimo in zakaj.',
      sections: [
        [null, 'Zbiramo samo to, kar potrebujemo za dostavo naročila in delovanje trgovine. Vaših podatkov nikoli ne prodajamo.'],
        [
          'Kaj hranimo',
          'Pri naročilu: ime, naslov, e-poštni naslov in kaj ste kupili. Za e-novice: vaš e-poštni naslov, dokler se ne odjavite.',
        ],
        ['Piškotki', 'Nujni piškotki si zapomnijo vašo košarico in izbire. Analitične piškotke uporabljamo samo, če jih sprejmete.'],
        ['Vaše pravice', 'Kadar koli lahko zahtevate vpogled v svoje podatke, njihov popravek ali izbris. Pišite na {email}.'],
      ],
    },
  },
};
