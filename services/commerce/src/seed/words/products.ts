import { trAll } from '../../translated';

/**
 * Names of the non-poster products and the words they are composed from.
 * Translations are in LOCALE_CODES order: sv|da|de|cs|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|sl
 */

/** Frame products of the slim line, one per material (material code -> name). */
export const FRAME_NAMES = trAll({
  oak: 'Ekram|Egetræsramme|Eichenrahmen|Dubový rám|Oak frame|Marco de roble|Tammepuust raam|Tammikehys|Cadre en chêne|Hrastov okvir|Tölgyfa keret|Cornice in rovere|Ąžuolinis rėmelis|Ozolkoka rāmis|Eikenhouten lijst|Rama dębowa|Moldura de carvalho|Ramă din stejar|Hrastov okvir',
  walnut:
    'Valnötsram|Valnøddetræsramme|Nussbaumrahmen|Ořechový rám|Walnut frame|Marco de nogal|Pähklipuust raam|Pähkinäkehys|Cadre en noyer|Okvir od oraha|Diófa keret|Cornice in noce|Riešutmedžio rėmelis|Riekstkoka rāmis|Notenhouten lijst|Rama orzechowa|Moldura de nogueira|Ramă din nuc|Orehov okvir',
  black:
    'Svart ram|Sort ramme|Schwarzer Rahmen|Černý rám|Black frame|Marco negro|Must raam|Musta kehys|Cadre noir|Crni okvir|Fekete keret|Cornice nera|Juodas rėmelis|Melns rāmis|Zwarte lijst|Czarna rama|Moldura preta|Ramă neagră|Črn okvir',
  white:
    'Vit ram|Hvid ramme|Weißer Rahmen|Bílý rám|White frame|Marco blanco|Valge raam|Valkoinen kehys|Cadre blanc|Bijeli okvir|Fehér keret|Cornice bianca|Baltas rėmelis|Balts rāmis|Witte lijst|Biała rama|Moldura branca|Ramă albă|Bel okvir',
  brass:
    'Mässingsram|Messingramme|Messingrahmen|Mosazný rám|Brass frame|Marco de latón|Messingraam|Messinkikehys|Cadre en laiton|Mjedeni okvir|Sárgaréz keret|Cornice in ottone|Žalvarinis rėmelis|Misiņa rāmis|Messing lijst|Rama mosiężna|Moldura de latão|Ramă din alamă|Medeninast okvir',
  aluminium:
    'Aluminiumram|Aluminiumsramme|Aluminiumrahmen|Hliníkový rám|Aluminium frame|Marco de aluminio|Alumiiniumraam|Alumiinikehys|Cadre en aluminium|Aluminijski okvir|Alumínium keret|Cornice in alluminio|Aliumininis rėmelis|Alumīnija rāmis|Aluminium lijst|Rama aluminiowa|Moldura de alumínio|Ramă din aluminiu|Aluminijast okvir',
});

/** Material nouns, used as labels after a product word ("Gallery frame – oak"). */
export const MATERIALS = trAll({
  oak: 'ek|eg|Eiche|dub|oak|roble|tamm|tammi|chêne|hrast|tölgy|rovere|ąžuolas|ozols|eiken|dąb|carvalho|stejar|hrast',
  walnut:
    'valnöt|valnød|Nussbaum|ořech|walnut|nogal|pähkel|pähkinä|noyer|orah|dió|noce|riešutmedis|riekstkoks|noten|orzech|nogueira|nuc|oreh',
  black: 'svart|sort|Schwarz|černá|black|negro|must|musta|noir|crna|fekete|nero|juoda|melns|zwart|czarny|preto|negru|črna',
  white: 'vit|hvid|Weiß|bílá|white|blanco|valge|valkoinen|blanc|bijela|fehér|bianco|balta|balts|wit|biały|branco|alb|bela',
});

export const WORDS = trAll({
  galleryFrame:
    'Galleriram|Galleriramme|Galerierahmen|Galerijní rám|Gallery frame|Marco galería|Galeriiraam|Galleriakehys|Cadre galerie|Galerijski okvir|Galériakeret|Cornice galleria|Galerijos rėmelis|Galerijas rāmis|Galerielijst|Rama galeryjna|Moldura galeria|Ramă galerie|Galerijski okvir',
  posterHanger:
    'Posterhängare|Plakatophæng|Posterleiste|Lišta na plakát|Poster hanger|Colgador de póster|Plakatiriputi|Julisteripustin|Baguette pour affiche|Vješalica za poster|Poszterakasztó|Appendi poster|Plakato laikiklis|Plakāta turētājs|Posterhanger|Listwa do plakatu|Suporte para póster|Suport pentru poster|Obešalnik za plakat',
  hangingKit:
    'Upphängningskit|Ophængningssæt|Aufhängeset|Závěsná sada|Hanging kit|Kit para colgar|Riputuskomplekt|Ripustussarja|Kit d’accrochage|Set za vješanje|Akasztókészlet|Kit di montaggio|Pakabinimo rinkinys|Piekāršanas komplekts|Ophangset|Zestaw do wieszania|Kit de suspensão|Kit de agățare|Komplet za obešanje',
  adhesiveStrips:
    'Häftremsor|Klæbestrips|Klebestreifen|Lepicí proužky|Adhesive strips|Tiras adhesivas|Kleepribad|Kiinnitystarrat|Bandes adhésives|Ljepljive trake|Ragasztócsíkok|Strisce adesive|Lipnios juostelės|Līmlentes|Plakstrips|Paski samoprzylepne|Tiras adesivas|Benzi adezive|Lepilni trakovi',
  giftCard:
    'Presentkort|Gavekort|Geschenkgutschein|Dárkový poukaz|Gift card|Tarjeta regalo|Kinkekaart|Lahjakortti|Carte cadeau|Poklon bon|Ajándékkártya|Carta regalo|Dovanų kortelė|Dāvanu karte|Cadeaubon|Karta podarunkowa|Cartão-presente|Card cadou|Darilni bon',
  birthday:
    'Födelsedag|Fødselsdag|Geburtstag|Narozeniny|Birthday|Cumpleaños|Sünnipäev|Syntymäpäivä|Anniversaire|Rođendan|Születésnap|Compleanno|Gimtadienis|Dzimšanas diena|Verjaardag|Urodziny|Aniversário|Zi de naștere|Rojstni dan',
  christmas:
    'Jul|Jul|Weihnachten|Vánoce|Christmas|Navidad|Jõulud|Joulu|Noël|Božić|Karácsony|Natale|Kalėdos|Ziemassvētki|Kerstmis|Boże Narodzenie|Natal|Crăciun|Božič',
  limitedEdition:
    'begränsad upplaga|begrænset oplag|limitierte Auflage|limitovaná edice|limited edition|edición limitada|piiratud tiraaž|rajoitettu painos|édition limitée|ograničeno izdanje|limitált kiadás|edizione limitata|ribotas leidimas|ierobežots izdevums|gelimiteerde oplage|edycja limitowana|edição limitada|ediție limitată|omejena izdaja',
  setOf:
    'set om {n}|sæt med {n}|{n}er-Set|sada {n} ks|set of {n}|set de {n}|{n}-osaline komplekt|{n} kpl sarja|lot de {n}|set od {n}|{n} darabos szett|set da {n}|{n} vnt. rinkinys|{n} gab. komplekts|set van {n}|zestaw {n} szt.|conjunto de {n}|set de {n}|komplet {n} kos',
  galleryWall:
    'Tavelvägg|Billedvæg|Bilderwand|Galerijní stěna|Gallery wall|Pared de galería|Galeriisein|Tauluseinä|Mur de cadres|Galerijski zid|Galériafal|Parete galleria|Galerijos siena|Galerijas siena|Fotowand|Galeria ścienna|Parede de galeria|Perete de galerie|Galerijska stena',
});

/** Custom poster products (CustomPoster template) with their editable fields. */
export const CUSTOM_POSTERS = {
  'star-map': {
    category: 'star-maps',
    fields: [
      { key: 'title', max: 40 },
      { key: 'subtitle', max: 60 },
      { key: 'date', max: 20 },
      { key: 'place', max: 40 },
    ],
    name: 'Stjärnkarta|Stjernekort|Sternenkarte|Hvězdná mapa|Star map|Mapa estelar|Tähekaart|Tähtikartta|Carte du ciel|Zvjezdana karta|Csillagtérkép|Mappa stellare|Žvaigždėlapis|Zvaigžņu karte|Sterrenkaart|Mapa nieba|Mapa estelar|Hartă stelară|Zvezdna karta',
  },
  'city-map': {
    category: 'city-maps',
    fields: [
      { key: 'city', max: 30 },
      { key: 'subtitle', max: 60 },
      { key: 'coordinates', max: 30 },
    ],
    name: 'Stadskarta|Bykort|Stadtkarte|Mapa města|City map|Mapa de ciudad|Linnakaart|Kaupunkikartta|Plan de ville|Karta grada|Várostérkép|Mappa della città|Miesto žemėlapis|Pilsētas karte|Stadskaart|Mapa miasta|Mapa da cidade|Harta orașului|Zemljevid mesta',
  },
  'name-poster': {
    category: 'name-posters',
    fields: [
      { key: 'name', max: 24 },
      { key: 'subtitle', max: 80 },
    ],
    name: 'Namnaffisch|Navneplakat|Namensposter|Plakát se jménem|Name poster|Póster con nombre|Nimeplakat|Nimijuliste|Affiche prénom|Poster s imenom|Névposzter|Poster con nome|Plakatas su vardu|Plakāts ar vārdu|Naamposter|Plakat z imieniem|Póster com nome|Poster cu nume|Plakat z imenom',
  },
  'birth-poster': {
    category: 'name-posters',
    fields: [
      { key: 'name', max: 24 },
      { key: 'date', max: 20 },
      { key: 'weight', max: 10 },
      { key: 'length', max: 10 },
    ],
    name: 'Födelsetavla|Fødselsplakat|Geburtsposter|Plakát k narození|Birth poster|Póster de nacimiento|Sünniplakat|Syntymäjuliste|Affiche de naissance|Poster za rođenje|Születési poszter|Poster della nascita|Gimimo plakatas|Dzimšanas plakāts|Geboorteposter|Plakat narodzinowy|Póster de nascimento|Poster de naștere|Plakat ob rojstvu',
  },
  'coordinates-poster': {
    category: 'city-maps',
    fields: [
      { key: 'place', max: 40 },
      { key: 'coordinates', max: 30 },
      { key: 'date', max: 20 },
    ],
    name: 'Koordinataffisch|Koordinatplakat|Koordinatenposter|Plakát se souřadnicemi|Coordinates poster|Póster de coordenadas|Koordinaatide plakat|Koordinaattijuliste|Affiche coordonnées|Poster s koordinatama|Koordinátás poszter|Poster con coordinate|Koordinačių plakatas|Koordinātu plakāts|Coördinatenposter|Plakat ze współrzędnymi|Póster de coordenadas|Poster cu coordonate|Plakat s koordinatami',
  },
} as const;

/** "Build your own poster" products (BYOP template): the shopper uploads the motif. */
export const BYOP_NAMES = trAll({
  photo:
    'Fotoaffisch|Fotoplakat|Fotoposter|Fotoplakát|Photo poster|Póster con tu foto|Fotoplakat|Valokuvajuliste|Affiche photo|Foto poster|Fotóposzter|Poster con foto|Nuotraukos plakatas|Foto plakāts|Fotoposter|Fotoplakat|Póster com fotografia|Poster foto|Foto plakat',
  collage:
    'Fotokollage|Fotokollage|Fotocollage|Fotokoláž|Photo collage|Collage de fotos|Fotokollaaž|Valokuvakollaasi|Collage photo|Foto kolaž|Fotókollázs|Collage di foto|Nuotraukų koliažas|Foto kolāža|Fotocollage|Kolaż zdjęć|Colagem de fotos|Colaj foto|Foto kolaž',
  drawing:
    'Barnteckning|Børnetegning|Kinderzeichnung|Dětská kresba|Kids’ drawing|Dibujo infantil|Lapse joonistus|Lapsen piirustus|Dessin d’enfant|Dječji crtež|Gyerekrajz|Disegno dei bambini|Vaiko piešinys|Bērna zīmējums|Kindertekening|Rysunek dziecka|Desenho infantil|Desen de copil|Otroška risba',
});

/** Collections that name poster sets and gallery walls, with the themes they draw from. */
export const COLLECTIONS = [
  {
    themes: ['mountains', 'forest', 'wildlife'],
    name: 'Nordisk natur|Nordisk natur|Nordische Natur|Severská příroda|Nordic nature|Naturaleza nórdica|Põhjamaade loodus|Pohjoinen luonto|Nature nordique|Nordijska priroda|Északi természet|Natura nordica|Šiaurės gamta|Ziemeļu daba|Noordse natuur|Nordycka natura|Natureza nórdica|Natura nordică|Nordijska narava',
  },
  {
    themes: ['sea', 'birds'],
    name: 'Kustlugn|Kystro|Küstenruhe|Klid pobřeží|Coastal calm|Calma costera|Rannarahu|Rannikon rauha|Calme côtier|Obalni mir|Tengerparti nyugalom|Quiete costiera|Pakrantės ramybė|Piekrastes miers|Kustrust|Nadmorski spokój|Calma costeira|Liniște de coastă|Obalni mir',
  },
  {
    themes: ['geometric', 'shapes', 'lines'],
    name: 'Abstrakt harmoni|Abstrakt harmoni|Abstrakte Harmonie|Abstraktní harmonie|Abstract harmony|Armonía abstracta|Abstraktne harmoonia|Abstrakti harmonia|Harmonie abstraite|Apstraktna harmonija|Absztrakt harmónia|Armonia astratta|Abstrakti harmonija|Abstraktā harmonija|Abstracte harmonie|Abstrakcyjna harmonia|Harmonia abstrata|Armonie abstractă|Abstraktna harmonija',
  },
  {
    themes: ['botanical', 'flowers'],
    name: 'Botanisk trädgård|Botanisk have|Botanischer Garten|Botanická zahrada|Botanical garden|Jardín botánico|Botaanikaaed|Kasvitieteellinen puutarha|Jardin botanique|Botanički vrt|Botanikus kert|Giardino botanico|Botanikos sodas|Botāniskais dārzs|Botanische tuin|Ogród botaniczny|Jardim botânico|Grădină botanică|Botanični vrt',
  },
  {
    themes: ['skyline', 'architecture'],
    name: 'Stadsliv|Byliv|Stadtleben|Městský život|City life|Vida urbana|Linnaelu|Kaupunkielämä|Vie urbaine|Gradski život|Városi élet|Vita di città|Miesto gyvenimas|Pilsētas dzīve|Stadsleven|Miejskie życie|Vida urbana|Viața la oraș|Mestno življenje',
  },
  {
    themes: ['japanese'],
    name: 'Japansk trädgård|Japansk have|Japanischer Garten|Japonská zahrada|Japanese garden|Jardín japonés|Jaapani aed|Japanilainen puutarha|Jardin japonais|Japanski vrt|Japánkert|Giardino giapponese|Japonų sodas|Japāņu dārzs|Japanse tuin|Ogród japoński|Jardim japonês|Grădină japoneză|Japonski vrt',
  },
  {
    themes: ['wildlife', 'pets'],
    name: 'Vildmark|Vildmark|Wildnis|Divočina|Into the wild|Naturaleza salvaje|Metsik loodus|Erämaa|Nature sauvage|Divljina|Vadon|Natura selvaggia|Laukinė gamta|Savvaļa|Wildernis|Dzika przyroda|Natureza selvagem|Sălbăticie|Divjina',
  },
  {
    themes: ['nursery', 'alphabet'],
    name: 'Barnrummet|Børneværelset|Kinderzimmer|Dětský pokoj|Kids’ room|Habitación infantil|Lastetuba|Lastenhuone|Chambre d’enfant|Dječja soba|Gyerekszoba|Cameretta|Vaikų kambarys|Bērnu istaba|Kinderkamer|Pokój dziecięcy|Quarto de criança|Camera copilului|Otroška soba',
  },
  {
    themes: ['impressionism', 'lineart'],
    name: 'Galleriklassiker|Galleriklassikere|Galerieklassiker|Galerijní klasika|Gallery classics|Clásicos de galería|Galeriiklassika|Galleriaklassikot|Classiques de galerie|Galerijski klasici|Galériaklasszikusok|Classici da galleria|Galerijos klasika|Galerijas klasika|Galerieklassiekers|Klasyka galerii|Clássicos de galeria|Clasici de galerie|Galerijska klasika',
  },
].map(({ themes, name }) => ({ themes, name: trAll({ name }).name }));
