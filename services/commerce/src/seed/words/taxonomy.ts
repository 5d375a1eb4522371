import { trAll } from '../../translated';

/**
 * Tags and filterable attributes.
 * Translations are in LOCALE_CODES order: sv|da|de|cs|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|sl
 */

export const TAGS = trAll({
  scandinavian:
    'Skandinaviskt|Skandinavisk|Skandinavisch|Skandinávský styl|Scandinavian|Escandinavo|Skandinaavia stiil|Skandinaavinen|Scandinave|Skandinavski stil|Skandináv|Scandinavo|Skandinaviškas|Skandināvu stils|Scandinavisch|Skandynawski|Escandinavo|Scandinav|Skandinavski slog',
  minimalist:
    'Minimalistiskt|Minimalistisk|Minimalistisch|Minimalistický|Minimalist|Minimalista|Minimalistlik|Minimalistinen|Minimaliste|Minimalistički|Minimalista|Minimalista|Minimalistinis|Minimālisms|Minimalistisch|Minimalistyczny|Minimalista|Minimalist|Minimalističen',
  colourful:
    'Färgglatt|Farverig|Farbenfroh|Barevný|Colourful|Colorido|Värviline|Värikäs|Coloré|Šareno|Színes|Colorato|Spalvingas|Krāsains|Kleurrijk|Kolorowy|Colorido|Colorat|Barvito',
  'gift-idea':
    'Presenttips|Gaveidé|Geschenkidee|Tip na dárek|Gift idea|Idea de regalo|Kingituseidee|Lahjaidea|Idée cadeau|Ideja za poklon|Ajándékötlet|Idea regalo|Dovanos idėja|Dāvanu ideja|Cadeau-idee|Pomysł na prezent|Ideia de presente|Idee de cadou|Ideja za darilo',
  'living-room':
    'Vardagsrum|Stue|Wohnzimmer|Obývací pokoj|Living room|Salón|Elutuba|Olohuone|Salon|Dnevni boravak|Nappali|Soggiorno|Svetainė|Dzīvojamā istaba|Woonkamer|Salon|Sala de estar|Sufragerie|Dnevna soba',
  bedroom:
    'Sovrum|Soveværelse|Schlafzimmer|Ložnice|Bedroom|Dormitorio|Magamistuba|Makuuhuone|Chambre|Spavaća soba|Hálószoba|Camera da letto|Miegamasis|Guļamistaba|Slaapkamer|Sypialnia|Quarto|Dormitor|Spalnica',
  kitchen:
    'Kök|Køkken|Küche|Kuchyně|Kitchen|Cocina|Köök|Keittiö|Cuisine|Kuhinja|Konyha|Cucina|Virtuvė|Virtuve|Keuken|Kuchnia|Cozinha|Bucătărie|Kuhinja',
  office:
    'Kontor|Kontor|Büro|Kancelář|Office|Oficina|Kontor|Toimisto|Bureau|Ured|Iroda|Ufficio|Biuras|Birojs|Kantoor|Biuro|Escritório|Birou|Pisarna',
  'kids-room':
    'Barnrum|Børneværelse|Kinderzimmer|Dětský pokoj|Kids’ room|Habitación infantil|Lastetuba|Lastenhuone|Chambre d’enfant|Dječja soba|Gyerekszoba|Cameretta|Vaikų kambarys|Bērnu istaba|Kinderkamer|Pokój dziecięcy|Quarto de criança|Camera copilului|Otroška soba',
  summer: 'Sommar|Sommer|Sommer|Léto|Summer|Verano|Suvi|Kesä|Été|Ljeto|Nyár|Estate|Vasara|Vasara|Zomer|Lato|Verão|Vară|Poletje',
  winter: 'Vinter|Vinter|Winter|Zima|Winter|Invierno|Talv|Talvi|Hiver|Zima|Tél|Inverno|Žiema|Ziema|Winter|Zima|Inverno|Iarnă|Zima',
  christmas:
    'Jul|Jul|Weihnachten|Vánoce|Christmas|Navidad|Jõulud|Joulu|Noël|Božić|Karácsony|Natale|Kalėdos|Ziemassvētki|Kerstmis|Boże Narodzenie|Natal|Crăciun|Božič',
  bestseller:
    'Bästsäljare|Bestsellere|Bestseller|Nejprodávanější|Bestsellers|Más vendidos|Enimmüüdud|Myydyimmät|Meilleures ventes|Najprodavanije|Bestsellerek|Più venduti|Perkamiausi|Pārdotākie|Bestsellers|Bestsellery|Mais vendidos|Cele mai vândute|Najbolje prodajano',
  new: 'Nyheter|Nyheder|Neuheiten|Novinky|New in|Novedades|Uudised|Uutuudet|Nouveautés|Novo|Újdonságok|Novità|Naujienos|Jaunumi|Nieuw|Nowości|Novidades|Noutăți|Novosti',
  retro: 'Retro|Retro|Retro|Retro|Retro|Retro|Retro|Retro|Rétro|Retro|Retró|Retrò|Retro|Retro|Retro|Retro|Retro|Retro|Retro',
  'black-white':
    'Svartvitt|Sort-hvid|Schwarz-Weiß|Černobílé|Black and white|Blanco y negro|Mustvalge|Mustavalkoinen|Noir et blanc|Crno-bijelo|Fekete-fehér|Bianco e nero|Nespalvotos|Melnbalts|Zwart-wit|Czarno-białe|Preto e branco|Alb-negru|Črno-belo',
});

export const ATTRIBUTE_NAMES = trAll({
  size: 'Storlek|Størrelse|Größe|Velikost|Size|Tamaño|Suurus|Koko|Taille|Veličina|Méret|Dimensione|Dydis|Izmērs|Formaat|Rozmiar|Tamanho|Dimensiune|Velikost',
  orientation:
    'Orientering|Orientering|Ausrichtung|Orientace|Orientation|Orientación|Suund|Suunta|Orientation|Orijentacija|Tájolás|Orientamento|Orientacija|Orientācija|Oriëntatie|Orientacja|Orientação|Orientare|Usmerjenost',
  colour: 'Färg|Farve|Farbe|Barva|Colour|Color|Värv|Väri|Couleur|Boja|Szín|Colore|Spalva|Krāsa|Kleur|Kolor|Cor|Culoare|Barva',
  style: 'Stil|Stil|Stil|Styl|Style|Estilo|Stiil|Tyyli|Style|Stil|Stílus|Stile|Stilius|Stils|Stijl|Styl|Estilo|Stil|Slog',
});

export const ORIENTATIONS = trAll({
  portrait:
    'Stående|Stående|Hochformat|Na výšku|Portrait|Vertical|Püstpaigutus|Pysty|Portrait|Okomito|Álló|Verticale|Vertikali|Vertikāla|Staand|Pionowa|Vertical|Portret|Pokončno',
  landscape:
    'Liggande|Liggende|Querformat|Na šířku|Landscape|Horizontal|Rõhtpaigutus|Vaaka|Paysage|Vodoravno|Fekvő|Orizzontale|Horizontali|Horizontāla|Liggend|Pozioma|Horizontal|Peisaj|Ležeče',
  square:
    'Kvadratisk|Kvadratisk|Quadratisch|Čtverec|Square|Cuadrado|Ruut|Neliö|Carré|Kvadrat|Négyzet|Quadrato|Kvadratas|Kvadrāts|Vierkant|Kwadrat|Quadrado|Pătrat|Kvadrat',
});

export const COLOURS = trAll({
  black: 'Svart|Sort|Schwarz|Černá|Black|Negro|Must|Musta|Noir|Crna|Fekete|Nero|Juoda|Melna|Zwart|Czarny|Preto|Negru|Črna',
  white: 'Vit|Hvid|Weiß|Bílá|White|Blanco|Valge|Valkoinen|Blanc|Bijela|Fehér|Bianco|Balta|Balta|Wit|Biały|Branco|Alb|Bela',
  blue: 'Blå|Blå|Blau|Modrá|Blue|Azul|Sinine|Sininen|Bleu|Plava|Kék|Blu|Mėlyna|Zila|Blauw|Niebieski|Azul|Albastru|Modra',
  green: 'Grön|Grøn|Grün|Zelená|Green|Verde|Roheline|Vihreä|Vert|Zelena|Zöld|Verde|Žalia|Zaļa|Groen|Zielony|Verde|Verde|Zelena',
  red: 'Röd|Rød|Rot|Červená|Red|Rojo|Punane|Punainen|Rouge|Crvena|Piros|Rosso|Raudona|Sarkana|Rood|Czerwony|Vermelho|Roșu|Rdeča',
  yellow: 'Gul|Gul|Gelb|Žlutá|Yellow|Amarillo|Kollane|Keltainen|Jaune|Žuta|Sárga|Giallo|Geltona|Dzeltena|Geel|Żółty|Amarelo|Galben|Rumena',
  pink: 'Rosa|Lyserød|Rosa|Růžová|Pink|Rosa|Roosa|Vaaleanpunainen|Rose|Ružičasta|Rózsaszín|Rosa|Rožinė|Rozā|Roze|Różowy|Rosa|Roz|Rožnata',
  beige: 'Beige|Beige|Beige|Béžová|Beige|Beige|Beež|Beige|Beige|Bež|Bézs|Beige|Smėlio|Bēša|Beige|Beżowy|Bege|Bej|Bež',
  grey: 'Grå|Grå|Grau|Šedá|Grey|Gris|Hall|Harmaa|Gris|Siva|Szürke|Grigio|Pilka|Pelēka|Grijs|Szary|Cinzento|Gri|Siva',
  multi:
    'Flerfärgad|Flerfarvet|Mehrfarbig|Vícebarevná|Multicoloured|Multicolor|Mitmevärviline|Monivärinen|Multicolore|Višebojna|Többszínű|Multicolore|Įvairiaspalvė|Daudzkrāsaina|Veelkleurig|Wielokolorowy|Multicolor|Multicolor|Večbarvna',
});

export const STYLES = trAll({
  minimalist:
    'Minimalistisk|Minimalistisk|Minimalistisch|Minimalistický|Minimalist|Minimalista|Minimalistlik|Minimalistinen|Minimaliste|Minimalistički|Minimalista|Minimalista|Minimalistinis|Minimālistisks|Minimalistisch|Minimalistyczny|Minimalista|Minimalist|Minimalističen',
  scandinavian:
    'Skandinavisk|Skandinavisk|Skandinavisch|Skandinávský|Scandinavian|Escandinavo|Skandinaavia|Skandinaavinen|Scandinave|Skandinavski|Skandináv|Scandinavo|Skandinaviškas|Skandināvu|Scandinavisch|Skandynawski|Escandinavo|Scandinav|Skandinavski',
  vintage:
    'Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintažinis|Vintāžas|Vintage|Vintage|Vintage|Vintage|Vintage',
  graphic:
    'Grafisk|Grafisk|Grafisch|Grafický|Graphic|Gráfico|Graafiline|Graafinen|Graphique|Grafički|Grafikus|Grafico|Grafinis|Grafisks|Grafisch|Graficzny|Gráfico|Grafic|Grafičen',
  photographic:
    'Fotografisk|Fotografisk|Fotografisch|Fotografický|Photographic|Fotográfico|Fotograafiline|Valokuva|Photographique|Fotografski|Fotografikus|Fotografico|Fotografinis|Fotogrāfisks|Fotografisch|Fotograficzny|Fotográfico|Fotografic|Fotografski',
  abstract:
    'Abstrakt|Abstrakt|Abstrakt|Abstraktní|Abstract|Abstracto|Abstraktne|Abstrakti|Abstrait|Apstraktni|Absztrakt|Astratto|Abstraktus|Abstrakts|Abstract|Abstrakcyjny|Abstrato|Abstract|Abstrakten',
  botanical:
    'Botanisk|Botanisk|Botanisch|Botanický|Botanical|Botánico|Botaaniline|Kasvitieteellinen|Botanique|Botanički|Botanikus|Botanico|Botaninis|Botānisks|Botanisch|Botaniczny|Botânico|Botanic|Botaničen',
  typographic:
    'Typografisk|Typografisk|Typografisch|Typografický|Typographic|Tipográfico|Tüpograafiline|Typografinen|Typographique|Tipografski|Tipográfiai|Tipografico|Tipografinis|Tipogrāfisks|Typografisch|Typograficzny|Tipográfico|Tipografic|Tipografski',
});
