import { tr, type Translated } from '../../translated';

/**
 * The category trees of the demo catalog (three levels at most).
 * Translations are in LOCALE_CODES order: sv|da|de|cs|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|sl
 */
export interface CategoryNode {
  /** Stable, language-neutral key; products are linked to categories by it. */
  code: string;
  name: Translated;
  /** Shown in menus at all (default true). */
  showInMenu: boolean;
  /** Shown in the header's main menu (default: top level only). */
  showInMainMenu: boolean;
  children: CategoryNode[];
}

function node(code: string, names: string, children: CategoryNode[] = [], flags: { menu?: boolean; main?: boolean } = {}): CategoryNode {
  return { code, name: tr(names), showInMenu: flags.menu ?? true, showInMainMenu: flags.main ?? false, children };
}

const top = (code: string, names: string, children: CategoryNode[], flags: { menu?: boolean; main?: boolean } = {}) =>
  node(code, names, children, { main: true, ...flags });

export const CATEGORY_TREE: CategoryNode[] = [
  top(
    'posters',
    'Affischer|Plakater|Poster|Plakáty|Posters|Pósters|Plakatid|Julisteet|Affiches|Posteri|Poszterek|Poster|Plakatai|Plakāti|Posters|Plakaty|Pósteres|Postere|Plakati',
    [
      node(
        'nature',
        'Natur|Natur|Natur|Příroda|Nature|Naturaleza|Loodus|Luonto|Nature|Priroda|Természet|Natura|Gamta|Daba|Natuur|Natura|Natureza|Natură|Narava',
        [
          node(
            'mountains',
            'Berg|Bjerge|Berge|Hory|Mountains|Montañas|Mäed|Vuoret|Montagnes|Planine|Hegyek|Montagne|Kalnai|Kalni|Bergen|Góry|Montanhas|Munți|Gore',
          ),
          node(
            'forests',
            'Skog|Skov|Wald|Lesy|Forests|Bosques|Metsad|Metsät|Forêts|Šume|Erdők|Foreste|Miškai|Meži|Bossen|Lasy|Florestas|Păduri|Gozdovi',
          ),
          node(
            'sea',
            'Hav och strand|Hav og strand|Meer und Strand|Moře a pláže|Sea and beaches|Mar y playas|Meri ja rannad|Meri ja rannat|Mer et plages|More i plaže|Tenger és strand|Mare e spiagge|Jūra ir paplūdimiai|Jūra un pludmales|Zee en strand|Morze i plaże|Mar e praias|Mare și plaje|Morje in plaže',
          ),
          node(
            'flowers',
            'Blommor|Blomster|Blumen|Květiny|Flowers|Flores|Lilled|Kukat|Fleurs|Cvijeće|Virágok|Fiori|Gėlės|Ziedi|Bloemen|Kwiaty|Flores|Flori|Cvetje',
          ),
        ],
      ),
      node(
        'cities',
        'Städer|Byer|Städte|Města|Cities|Ciudades|Linnad|Kaupungit|Villes|Gradovi|Városok|Città|Miestai|Pilsētas|Steden|Miasta|Cidades|Orașe|Mesta',
        [
          node(
            'skylines',
            'Skylines|Skylines|Skylines|Panoramata měst|Skylines|Horizontes urbanos|Linnasiluetid|Kaupunkisiluetit|Skylines|Panorame gradova|Városképek|Skyline|Miestų panoramos|Pilsētu panorāmas|Skylines|Panoramy miast|Skylines|Panorame urbane|Panorame mest',
          ),
          node(
            'architecture',
            'Arkitektur|Arkitektur|Architektur|Architektura|Architecture|Arquitectura|Arhitektuur|Arkkitehtuuri|Architecture|Arhitektura|Építészet|Architettura|Architektūra|Arhitektūra|Architectuur|Architektura|Arquitetura|Arhitectură|Arhitektura',
          ),
        ],
      ),
      node(
        'animals',
        'Djur|Dyr|Tiere|Zvířata|Animals|Animales|Loomad|Eläimet|Animaux|Životinje|Állatok|Animali|Gyvūnai|Dzīvnieki|Dieren|Zwierzęta|Animais|Animale|Živali',
        [
          node(
            'wildlife',
            'Vilda djur|Vilde dyr|Wildtiere|Divoká zvířata|Wildlife|Animales salvajes|Metsloomad|Villieläimet|Animaux sauvages|Divlje životinje|Vadállatok|Animali selvatici|Laukiniai gyvūnai|Savvaļas dzīvnieki|Wilde dieren|Dzikie zwierzęta|Animais selvagens|Animale sălbatice|Divje živali',
          ),
          node(
            'birds',
            'Fåglar|Fugle|Vögel|Ptáci|Birds|Aves|Linnud|Linnut|Oiseaux|Ptice|Madarak|Uccelli|Paukščiai|Putni|Vogels|Ptaki|Aves|Păsări|Ptice',
          ),
          node(
            'pets',
            'Husdjur|Kæledyr|Haustiere|Domácí mazlíčci|Pets|Mascotas|Lemmikloomad|Lemmikit|Animaux de compagnie|Kućni ljubimci|Háziállatok|Animali domestici|Augintiniai|Mājdzīvnieki|Huisdieren|Zwierzęta domowe|Animais de estimação|Animale de companie|Hišni ljubljenčki',
          ),
        ],
      ),
      node(
        'photography',
        'Fotografi|Fotografi|Fotografie|Fotografie|Photography|Fotografía|Fotograafia|Valokuvat|Photographie|Fotografija|Fotográfia|Fotografia|Fotografija|Fotogrāfija|Fotografie|Fotografia|Fotografia|Fotografie|Fotografija',
        [
          node(
            'black-white',
            'Svartvitt|Sort-hvid|Schwarz-Weiß|Černobílé|Black and white|Blanco y negro|Mustvalge|Mustavalkoiset|Noir et blanc|Crno-bijelo|Fekete-fehér|Bianco e nero|Nespalvotos|Melnbaltas|Zwart-wit|Czarno-białe|Preto e branco|Alb-negru|Črno-belo',
          ),
          node(
            'vintage',
            'Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintage|Vintažas|Vintāža|Vintage|Vintage|Vintage|Vintage|Vintage',
          ),
        ],
      ),
      node(
        'typography',
        'Typografi|Typografi|Typografie|Typografie|Typography|Tipografía|Tüpograafia|Typografia|Typographie|Tipografija|Tipográfia|Tipografia|Tipografija|Tipogrāfija|Typografie|Typografia|Tipografia|Tipografie|Tipografija',
        [
          node(
            'quotes',
            'Citat|Citater|Zitate|Citáty|Quotes|Citas|Tsitaadid|Sitaatit|Citations|Citati|Idézetek|Citazioni|Citatos|Citāti|Citaten|Cytaty|Citações|Citate|Citati',
          ),
        ],
      ),
      node(
        'kids',
        'Barn|Børn|Kinder|Děti|Kids|Infantil|Lapsed|Lapset|Enfants|Djeca|Gyerekek|Bambini|Vaikai|Bērni|Kinderen|Dzieci|Crianças|Copii|Otroci',
        [
          node(
            'cute-animals',
            'Söta djur|Søde dyr|Süße Tiere|Roztomilá zvířátka|Cute animals|Animales adorables|Armsad loomad|Söpöt eläimet|Animaux mignons|Slatke životinje|Cuki állatok|Animali teneri|Mieli gyvūnėliai|Mīļi dzīvnieciņi|Schattige dieren|Słodkie zwierzątka|Animais fofos|Animale drăgălașe|Ljubke živali',
          ),
          node(
            'alphabet',
            'Alfabet|Alfabet|Alphabet|Abeceda|Alphabet|Abecedario|Tähestik|Aakkoset|Alphabet|Abeceda|Ábécé|Alfabeto|Abėcėlė|Alfabēts|Alfabet|Alfabet|Alfabeto|Alfabet|Abeceda',
          ),
        ],
      ),
    ],
  ),
  top(
    'art-prints',
    'Konsttryck|Kunsttryk|Kunstdrucke|Umělecké tisky|Art prints|Láminas artísticas|Kunstiprindid|Taidejulisteet|Reproductions d’art|Umjetnički printovi|Művészi nyomatok|Stampe d’arte|Meno spaudiniai|Mākslas izdrukas|Kunstprints|Reprodukcje|Impressões de arte|Printuri artistice|Umetniški tiski',
    [
      node(
        'abstract',
        'Abstrakt|Abstrakt|Abstrakt|Abstrakce|Abstract|Abstracto|Abstraktne|Abstrakti|Abstrait|Apstrakcija|Absztrakt|Astratto|Abstrakcija|Abstrakcija|Abstract|Abstrakcja|Abstrato|Abstract|Abstrakcija',
        [
          node(
            'geometric',
            'Geometriskt|Geometrisk|Geometrisch|Geometrické|Geometric|Geométrico|Geomeetriline|Geometrinen|Géométrique|Geometrijski|Geometrikus|Geometrico|Geometriniai|Ģeometriskie|Geometrisch|Geometryczne|Geométrico|Geometric|Geometrijsko',
          ),
          node(
            'shapes',
            'Former|Former|Formen|Tvary|Shapes|Formas|Kujundid|Muodot|Formes|Oblici|Formák|Forme|Formos|Formas|Vormen|Kształty|Formas|Forme|Oblike',
          ),
          node(
            'lines',
            'Linjer|Linjer|Linien|Linie|Lines|Líneas|Jooned|Viivat|Lignes|Linije|Vonalak|Linee|Linijos|Līnijas|Lijnen|Linie|Linhas|Linii|Črte',
          ),
        ],
      ),
      node(
        'illustrations',
        'Illustrationer|Illustrationer|Illustrationen|Ilustrace|Illustrations|Ilustraciones|Illustratsioonid|Kuvitukset|Illustrations|Ilustracije|Illusztrációk|Illustrazioni|Iliustracijos|Ilustrācijas|Illustraties|Ilustracje|Ilustrações|Ilustrații|Ilustracije',
        [
          node(
            'botanical',
            'Botaniskt|Botanisk|Botanik|Botanické|Botanical|Botánico|Botaanika|Kasvit|Botanique|Botanika|Botanikus|Botanico|Botanika|Botānika|Botanisch|Botaniczne|Botânico|Botanic|Botanika',
          ),
          node(
            'line-art',
            'Linjekonst|Stregtegninger|Line Art|Linková kresba|Line art|Arte lineal|Joonekunst|Viivapiirrokset|Dessin au trait|Linijski crtež|Vonalrajz|Disegno a linea|Linijų piešiniai|Līniju zīmējumi|Lijntekeningen|Rysunek liniowy|Arte de linha|Artă liniară|Linijska risba',
          ),
        ],
      ),
      node(
        'classic-art',
        'Klassisk konst|Klassisk kunst|Klassische Kunst|Klasické umění|Classic art|Arte clásico|Klassikaline kunst|Klassinen taide|Art classique|Klasična umjetnost|Klasszikus művészet|Arte classica|Klasikinis menas|Klasiskā māksla|Klassieke kunst|Sztuka klasyczna|Arte clássica|Artă clasică|Klasična umetnost',
        [
          node(
            'japanese-art',
            'Japansk konst|Japansk kunst|Japanische Kunst|Japonské umění|Japanese art|Arte japonés|Jaapani kunst|Japanilainen taide|Art japonais|Japanska umjetnost|Japán művészet|Arte giapponese|Japonų menas|Japāņu māksla|Japanse kunst|Sztuka japońska|Arte japonesa|Artă japoneză|Japonska umetnost',
          ),
          node(
            'impressionism',
            'Impressionism|Impressionisme|Impressionismus|Impresionismus|Impressionism|Impresionismo|Impressionism|Impressionismi|Impressionnisme|Impresionizam|Impresszionizmus|Impressionismo|Impresionizmas|Impresionisms|Impressionisme|Impresjonizm|Impressionismo|Impresionism|Impresionizem',
          ),
        ],
      ),
    ],
  ),
  top(
    'frames',
    'Ramar|Rammer|Bilderrahmen|Rámy|Frames|Marcos|Raamid|Kehykset|Cadres|Okviri|Képkeretek|Cornici|Rėmeliai|Rāmji|Lijsten|Ramy|Molduras|Rame|Okvirji',
    [
      node(
        'wooden-frames',
        'Träramar|Trærammer|Holzrahmen|Dřevěné rámy|Wooden frames|Marcos de madera|Puitraamid|Puukehykset|Cadres en bois|Drveni okviri|Fa képkeretek|Cornici in legno|Mediniai rėmeliai|Koka rāmji|Houten lijsten|Ramy drewniane|Molduras de madeira|Rame din lemn|Leseni okvirji',
        [
          node(
            'oak-frames',
            'Ekramar|Egetræsrammer|Eichenrahmen|Dubové rámy|Oak frames|Marcos de roble|Tammepuust raamid|Tammikehykset|Cadres en chêne|Hrastovi okviri|Tölgyfa keretek|Cornici in rovere|Ąžuoliniai rėmeliai|Ozolkoka rāmji|Eikenhouten lijsten|Ramy dębowe|Molduras de carvalho|Rame din stejar|Hrastovi okvirji',
          ),
          node(
            'walnut-frames',
            'Valnötsramar|Valnøddetræsrammer|Nussbaumrahmen|Ořechové rámy|Walnut frames|Marcos de nogal|Pähklipuust raamid|Pähkinäkehykset|Cadres en noyer|Okviri od oraha|Diófa keretek|Cornici in noce|Riešutmedžio rėmeliai|Riekstkoka rāmji|Notenhouten lijsten|Ramy orzechowe|Molduras de nogueira|Rame din nuc|Orehovi okvirji',
          ),
        ],
      ),
      node(
        'metal-frames',
        'Metallramar|Metalrammer|Metallrahmen|Kovové rámy|Metal frames|Marcos de metal|Metallraamid|Metallikehykset|Cadres en métal|Metalni okviri|Fém képkeretek|Cornici in metallo|Metaliniai rėmeliai|Metāla rāmji|Metalen lijsten|Ramy metalowe|Molduras de metal|Rame metalice|Kovinski okvirji',
        [
          node(
            'brass-frames',
            'Mässingsramar|Messingrammer|Messingrahmen|Mosazné rámy|Brass frames|Marcos de latón|Messingraamid|Messinkikehykset|Cadres en laiton|Mjedeni okviri|Sárgaréz keretek|Cornici in ottone|Žalvariniai rėmeliai|Misiņa rāmji|Messing lijsten|Ramy mosiężne|Molduras de latão|Rame din alamă|Medeninasti okvirji',
          ),
          node(
            'aluminium-frames',
            'Aluminiumramar|Aluminiumsrammer|Aluminiumrahmen|Hliníkové rámy|Aluminium frames|Marcos de aluminio|Alumiiniumraamid|Alumiinikehykset|Cadres en aluminium|Aluminijski okviri|Alumínium keretek|Cornici in alluminio|Aliumininiai rėmeliai|Alumīnija rāmji|Aluminium lijsten|Ramy aluminiowe|Molduras de alumínio|Rame din aluminiu|Aluminijasti okvirji',
          ),
        ],
      ),
      node(
        'coloured-frames',
        'Färgade ramar|Farvede rammer|Farbige Rahmen|Barevné rámy|Coloured frames|Marcos de colores|Värvilised raamid|Värilliset kehykset|Cadres colorés|Obojeni okviri|Színes keretek|Cornici colorate|Spalvoti rėmeliai|Krāsaini rāmji|Gekleurde lijsten|Ramy kolorowe|Molduras coloridas|Rame colorate|Barvni okvirji',
        [
          node(
            'black-frames',
            'Svarta ramar|Sorte rammer|Schwarze Rahmen|Černé rámy|Black frames|Marcos negros|Mustad raamid|Mustat kehykset|Cadres noirs|Crni okviri|Fekete keretek|Cornici nere|Juodi rėmeliai|Melni rāmji|Zwarte lijsten|Czarne ramy|Molduras pretas|Rame negre|Črni okvirji',
          ),
          node(
            'white-frames',
            'Vita ramar|Hvide rammer|Weiße Rahmen|Bílé rámy|White frames|Marcos blancos|Valged raamid|Valkoiset kehykset|Cadres blancs|Bijeli okviri|Fehér keretek|Cornici bianche|Balti rėmeliai|Balti rāmji|Witte lijsten|Białe ramy|Molduras brancas|Rame albe|Beli okvirji',
          ),
        ],
      ),
      node(
        'accessories',
        'Tillbehör|Tilbehør|Zubehör|Příslušenství|Accessories|Accesorios|Tarvikud|Tarvikkeet|Accessoires|Dodaci|Kiegészítők|Accessori|Priedai|Piederumi|Accessoires|Akcesoria|Acessórios|Accesorii|Dodatki',
        [
          node(
            'poster-hangers',
            'Posterhängare|Plakatophæng|Posterleisten|Lišty na plakáty|Poster hangers|Colgadores de pósters|Plakatiriputid|Julisteripustimet|Baguettes pour affiches|Vješalice za postere|Poszterakasztók|Appendi poster|Plakatų laikikliai|Plakātu turētāji|Posterhangers|Listwy do plakatów|Suportes para pósteres|Suporturi pentru postere|Obešalniki za plakate',
          ),
          node(
            'hanging-kits',
            'Upphängning|Ophængning|Aufhängungen|Závěsné sady|Hanging kits|Kits para colgar|Riputuskomplektid|Ripustussarjat|Kits d’accrochage|Setovi za vješanje|Akasztókészletek|Kit di montaggio|Pakabinimo rinkiniai|Piekāršanas komplekti|Ophangsets|Zestawy do wieszania|Kits de suspensão|Kituri de agățare|Kompleti za obešanje',
          ),
        ],
      ),
    ],
  ),
  top(
    'gifts',
    'Presenter|Gaver|Geschenke|Dárky|Gifts|Regalos|Kingitused|Lahjat|Cadeaux|Pokloni|Ajándékok|Regali|Dovanos|Dāvanas|Cadeaus|Prezenty|Presentes|Cadouri|Darila',
    [
      node(
        'gift-cards',
        'Presentkort|Gavekort|Gutscheine|Dárkové poukazy|Gift cards|Tarjetas regalo|Kinkekaardid|Lahjakortit|Cartes cadeaux|Poklon bonovi|Ajándékkártyák|Carte regalo|Dovanų kortelės|Dāvanu kartes|Cadeaubonnen|Karty podarunkowe|Cartões-presente|Carduri cadou|Darilni boni',
      ),
      node(
        'custom-posters',
        'Personliga affischer|Personlige plakater|Personalisierte Poster|Vlastní plakáty|Custom posters|Pósters personalizados|Isikupärastatud plakatid|Omat julisteet|Affiches personnalisées|Personalizirani posteri|Egyedi poszterek|Poster personalizzati|Asmeniniai plakatai|Personalizēti plakāti|Gepersonaliseerde posters|Spersonalizowane plakaty|Pósteres personalizados|Postere personalizate|Personalizirani plakati',
        [
          node(
            'star-maps',
            'Stjärnkartor|Stjernekort|Sternkarten|Hvězdné mapy|Star maps|Mapas estelares|Tähekaardid|Tähtikartat|Cartes du ciel|Zvjezdane karte|Csillagtérképek|Mappe stellari|Žvaigždėlapiai|Zvaigžņu kartes|Sterrenkaarten|Mapy nieba|Mapas estelares|Hărți stelare|Zvezdne karte',
          ),
          node(
            'city-maps',
            'Stadskartor|Bykort|Stadtkarten|Mapy měst|City maps|Mapas de ciudades|Linnakaardid|Kaupunkikartat|Plans de villes|Karte gradova|Várostérképek|Mappe di città|Miestų žemėlapiai|Pilsētu kartes|Stadskaarten|Mapy miast|Mapas de cidades|Hărți de orașe|Zemljevidi mest',
          ),
          node(
            'name-posters',
            'Namnaffischer|Navneplakater|Namensposter|Plakáty se jménem|Name posters|Pósters con nombre|Nimeplakatid|Nimijulisteet|Affiches prénom|Posteri s imenom|Névposzterek|Poster con nome|Plakatai su vardu|Plakāti ar vārdu|Naamposters|Plakaty z imieniem|Pósteres com nome|Postere cu nume|Plakati z imenom',
          ),
          node(
            'photo-posters',
            'Fotoaffischer|Fotoplakater|Fotoposter|Fotoplakáty|Photo posters|Pósters con foto|Fotoplakatid|Valokuvajulisteet|Affiches photo|Foto posteri|Fotóposzterek|Poster con foto|Nuotraukų plakatai|Foto plakāti|Fotoposters|Fotoplakaty|Pósteres com fotografia|Postere foto|Foto plakati',
          ),
        ],
      ),
      node(
        'poster-sets',
        'Affischset|Plakatsæt|Poster-Sets|Sady plakátů|Poster sets|Sets de pósters|Plakatikomplektid|Julistesarjat|Lots d’affiches|Setovi postera|Poszterszettek|Set di poster|Plakatų rinkiniai|Plakātu komplekti|Postersets|Zestawy plakatów|Conjuntos de pósteres|Seturi de postere|Kompleti plakatov',
        [
          node(
            'sets-of-two',
            'Set om två|Sæt med to|2er-Sets|Sady po dvou|Sets of two|Sets de dos|Kahesed komplektid|Kahden sarjat|Lots de deux|Setovi od dva|Kétrészes szettek|Set da due|Dviejų rinkiniai|Divdaļīgi komplekti|Sets van twee|Zestawy dwóch|Conjuntos de dois|Seturi de două|Kompleti po dva',
          ),
          node(
            'sets-of-three',
            'Set om tre|Sæt med tre|3er-Sets|Sady po třech|Sets of three|Sets de tres|Kolmesed komplektid|Kolmen sarjat|Lots de trois|Setovi od tri|Háromrészes szettek|Set da tre|Trijų rinkiniai|Trīsdaļīgi komplekti|Sets van drie|Zestawy trzech|Conjuntos de três|Seturi de trei|Kompleti po tri',
          ),
        ],
      ),
    ],
  ),
  top(
    'gallery-walls',
    'Tavelväggar|Billedvægge|Bilderwände|Galerijní stěny|Gallery walls|Paredes de galería|Galeriiseinad|Tauluseinät|Murs de cadres|Galerijski zidovi|Galériafalak|Pareti galleria|Galerijos sienos|Galerijas sienas|Fotowanden|Galerie ścienne|Paredes de galeria|Pereți de galerie|Galerijske stene',
    [],
  ),
  top(
    'sale',
    'Rea|Udsalg|Sale|Výprodej|Sale|Rebajas|Allahindlus|Ale|Soldes|Akcija|Akció|Saldi|Išpardavimas|Izpārdošana|Sale|Wyprzedaż|Promoções|Reduceri|Razprodaja',
    [],
    { main: false },
  ),
  top(
    'staff-picks',
    'Personalens favoriter|Personalets favoritter|Team-Favoriten|Výběr týmu|Staff picks|Selección del equipo|Meeskonna valik|Henkilökunnan suosikit|Coups de cœur|Izbor tima|A csapat kedvencei|Scelti per voi|Komandos pasirinkimai|Komandas izvēle|Favorieten van het team|Wybór zespołu|Escolhas da equipa|Alegerile echipei|Izbor ekipe',
    [],
    { menu: false, main: false },
  ),
];
