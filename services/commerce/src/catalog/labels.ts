import { trAll } from '../translated';

/**
 * Texts the API itself writes into answers (not stored in D1): cart notices and the
 * labels of custom-poster fields.
 * Translations are in LOCALE_CODES order: sv|da|de|cs|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|sl
 */
export const CART_NOTICES = trAll({
  lowstock:
    'Endast ett fåtal kvar i lager.|Kun få tilbage på lager.|Nur noch wenige auf Lager.|Na skladě zbývá jen několik kusů.|Only a few left in stock.|Quedan pocas unidades en stock.|Laos on jäänud vaid mõni tükk.|Varastossa vain muutama jäljellä.|Plus que quelques exemplaires en stock.|Na zalihi je ostalo još samo nekoliko komada.|Már csak néhány darab van raktáron.|Solo pochi pezzi disponibili.|Sandėlyje liko tik keli vienetai.|Noliktavā palikuši tikai daži gabali.|Nog maar een paar op voorraad.|Zostało tylko kilka sztuk w magazynie.|Restam poucas unidades em stock.|Au mai rămas doar câteva bucăți în stoc.|Na zalogi je le še nekaj kosov.',
  backorder:
    'Restnoterad: skickas inom 2–3 veckor.|I restordre: sendes inden for 2–3 uger.|Nachbestellt: Versand innerhalb von 2–3 Wochen.|Na objednávku: odesíláme do 2–3 týdnů.|On back order: ships within 2–3 weeks.|Bajo pedido: se envía en 2–3 semanas.|Järeltellimisel: saadame 2–3 nädala jooksul.|Jälkitoimituksessa: lähetetään 2–3 viikon kuluessa.|En réapprovisionnement : expédition sous 2 à 3 semaines.|Po narudžbi: šalje se u roku od 2–3 tjedna.|Utánrendelés alatt: 2–3 héten belül szállítjuk.|In riassortimento: spedizione entro 2–3 settimane.|Užsakoma: išsiunčiama per 2–3 savaites.|Pēc pasūtījuma: nosūtām 2–3 nedēļu laikā.|In nabestelling: verzonden binnen 2–3 weken.|Na zamówienie: wysyłka w ciągu 2–3 tygodni.|Por encomenda: enviado em 2 a 3 semanas.|La comandă: se expediază în 2–3 săptămâni.|Po naročilu: pošljemo v 2–3 tednih.',
  outofstock:
    'Tyvärr slut i lager.|Desværre udsolgt.|Leider ausverkauft.|Bohužel vyprodáno.|Sorry, out of stock.|Lo sentimos, agotado.|Kahjuks otsas.|Valitettavasti loppuunmyyty.|Désolé, en rupture de stock.|Nažalost, rasprodano.|Sajnos elfogyott.|Spiacenti, esaurito.|Deja, išparduota.|Diemžēl izpārdots.|Helaas uitverkocht.|Niestety, wyprzedane.|Lamentamos, esgotado.|Ne pare rău, stoc epuizat.|Žal razprodano.',
});

export const CUSTOM_FIELD_LABELS = trAll({
  title:
    'Titel|Titel|Titel|Nadpis|Title|Título|Pealkiri|Otsikko|Titre|Naslov|Cím|Titolo|Pavadinimas|Virsraksts|Titel|Tytuł|Título|Titlu|Naslov',
  subtitle:
    'Undertitel|Undertitel|Untertitel|Podnadpis|Subtitle|Subtítulo|Alapealkiri|Alaotsikko|Sous-titre|Podnaslov|Alcím|Sottotitolo|Paantraštė|Apakšvirsraksts|Ondertitel|Podtytuł|Subtítulo|Subtitlu|Podnaslov',
  date: 'Datum|Dato|Datum|Datum|Date|Fecha|Kuupäev|Päivämäärä|Date|Datum|Dátum|Data|Data|Datums|Datum|Data|Data|Data|Datum',
  place: 'Plats|Sted|Ort|Místo|Place|Lugar|Koht|Paikka|Lieu|Mjesto|Helyszín|Luogo|Vieta|Vieta|Plaats|Miejsce|Local|Locul|Kraj',
  name: 'Namn|Navn|Name|Jméno|Name|Nombre|Nimi|Nimi|Prénom|Ime|Név|Nome|Vardas|Vārds|Naam|Imię|Nome|Nume|Ime',
  weight: 'Vikt|Vægt|Gewicht|Hmotnost|Weight|Peso|Kaal|Paino|Poids|Težina|Súly|Peso|Svoris|Svars|Gewicht|Waga|Peso|Greutate|Teža',
  length:
    'Längd|Længde|Größe|Délka|Length|Longitud|Pikkus|Pituus|Taille|Duljina|Hossz|Lunghezza|Ūgis|Garums|Lengte|Długość|Comprimento|Lungime|Dolžina',
  city: 'Stad|By|Stadt|Město|City|Ciudad|Linn|Kaupunki|Ville|Grad|Város|Città|Miestas|Pilsēta|Stad|Miasto|Cidade|Oraș|Mesto',
  coordinates:
    'Koordinater|Koordinater|Koordinaten|Souřadnice|Coordinates|Coordenadas|Koordinaadid|Koordinaatit|Coordonnées|Koordinate|Koordináták|Coordinate|Koordinatės|Koordinātas|Coördinaten|Współrzędne|Coordenadas|Coordonate|Koordinate',
});
