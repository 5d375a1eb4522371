import { trAll, type Translated } from '../../translated';

/**
 * Poster motifs: a product name is a subject plus a modifier ("Mountains" + "at dawn"),
 * each written whole per language so no grammar is composed across languages.
 * Translations are in LOCALE_CODES order: sv|da|de|cs|en|es|et|fi|fr|hr|hu|it|lt|lv|nl|pl|pt|ro|sl
 */

export const TIME_MODIFIERS: Translated[] = Object.values(
  trAll({
    dawn: 'i gryningen|ved daggry|im Morgengrauen|za úsvitu|at dawn|al amanecer|koidikul|aamunkoitteessa|à l’aube|u zoru|hajnalban|all’alba|auštant|rītausmā|bij dageraad|o świcie|ao amanhecer|în zori|ob zori',
    dusk: 'i skymningen|i skumringen|in der Dämmerung|za soumraku|at dusk|al atardecer|hämarikus|hämärässä|au crépuscule|u sumrak|alkonyatkor|al tramonto|sutemose|krēslā|in de schemering|o zmierzchu|ao entardecer|în amurg|v somraku',
    night:
      'om natten|om natten|bei Nacht|v noci|at night|de noche|öösel|yöllä|la nuit|noću|éjjel|di notte|naktį|naktī|bij nacht|nocą|à noite|noaptea|ponoči',
    winter:
      'om vintern|om vinteren|im Winter|v zimě|in winter|en invierno|talvel|talvella|en hiver|zimi|télen|d’inverno|žiemą|ziemā|in de winter|zimą|no inverno|iarna|pozimi',
    spring:
      'om våren|om foråret|im Frühling|na jaře|in spring|en primavera|kevadel|keväällä|au printemps|u proljeće|tavasszal|in primavera|pavasarį|pavasarī|in de lente|wiosną|na primavera|primăvara|spomladi',
    summer:
      'om sommaren|om sommeren|im Sommer|v létě|in summer|en verano|suvel|kesällä|en été|ljeti|nyáron|d’estate|vasarą|vasarā|in de zomer|latem|no verão|vara|poleti',
    autumn:
      'om hösten|om efteråret|im Herbst|na podzim|in autumn|en otoño|sügisel|syksyllä|en automne|u jesen|ősszel|in autunno|rudenį|rudenī|in de herfst|jesienią|no outono|toamna|jeseni',
    fog: 'i dimman|i tågen|im Nebel|v mlze|in the fog|en la niebla|udus|sumussa|dans la brume|u magli|ködben|nella nebbia|rūke|miglā|in de mist|we mgle|no nevoeiro|în ceață|v megli',
  }),
);

/** Colour modifiers; the index is also the palette family of the generated art. */
export const COLOUR_MODIFIERS: { palette: string; colour: string; name: Translated }[] = Object.entries(
  trAll({
    blue: 'i blått|i blå toner|in Blautönen|v modrých tónech|in blue tones|en tonos azules|sinistes toonides|sinisen sävyissä|en tons bleus|u plavim tonovima|kék tónusokban|in toni di blu|mėlynais tonais|zilos toņos|in blauwtinten|w odcieniach błękitu|em tons de azul|în nuanțe de albastru|v modrih odtenkih',
    green:
      'i grönt|i grønne toner|in Grüntönen|v zelených tónech|in green tones|en tonos verdes|rohelistes toonides|vihreän sävyissä|en tons verts|u zelenim tonovima|zöld tónusokban|in toni di verde|žaliais tonais|zaļos toņos|in groentinten|w odcieniach zieleni|em tons de verde|în nuanțe de verde|v zelenih odtenkih',
    terracotta:
      'i terrakotta|i terrakotta|in Terrakotta|v terakotě|in terracotta|en terracota|terrakotatoonides|terrakotan sävyissä|en terre cuite|u terakoti|terrakotta tónusokban|in terracotta|terakotos tonais|terakotas toņos|in terracotta|w odcieniach terakoty|em terracota|în nuanțe de teracotă|v odtenkih terakote',
    ochre:
      'i ockra|i okker|in Ocker|v okrových tónech|in ochre|en ocre|ookrja toonides|okran sävyissä|en ocre|u okeru|okker tónusokban|in ocra|ochros tonais|okera toņos|in oker|w odcieniach ochry|em ocre|în nuanțe de ocru|v okrastih odtenkih',
    pink: 'i rosa|i lyserødt|in Rosa|v růžových tónech|in pink|en rosa|roosades toonides|vaaleanpunaisen sävyissä|en rose|u ružičastom|rózsaszín tónusokban|in rosa|rausvais tonais|rozā toņos|in roze|w odcieniach różu|em rosa|în nuanțe de roz|v rožnatih odtenkih',
    mono: 'i svartvitt|i sort-hvid|in Schwarz-Weiß|v černobílé|in black and white|en blanco y negro|mustvalges|mustavalkoisena|en noir et blanc|u crno-bijelom|fekete-fehérben|in bianco e nero|juodai baltai|melnbaltā|in zwart-wit|w czerni i bieli|a preto e branco|în alb-negru|v črno-beli',
  }),
).map(([palette, name]) => ({
  palette,
  colour: { blue: 'blue', green: 'green', terracotta: 'red', ochre: 'yellow', pink: 'pink', mono: 'black' }[palette] ?? 'multi',
  name,
}));

export interface Theme {
  code: string;
  /** Leaf category the motif belongs to. */
  category: string;
  /** Name pattern: subject + time or colour modifier, or the subject alone. */
  modifiers: 'time' | 'colour' | 'none';
  /** Style attribute value. */
  style: string;
  /** Share of posters that get this theme (relative weight). */
  weight: number;
  subjects: Translated[];
}

const theme = (
  code: string,
  category: string,
  modifiers: Theme['modifiers'],
  style: string,
  weight: number,
  subjects: Record<string, string>,
): Theme => ({
  code,
  category,
  modifiers,
  style,
  weight,
  subjects: Object.values(trAll(subjects)),
});

export const THEMES: Theme[] = [
  theme('mountains', 'mountains', 'time', 'scandinavian', 10, {
    mountains:
      'Fjäll|Bjerge|Berge|Hory|Mountains|Montañas|Mäed|Tunturit|Montagnes|Planine|Hegyek|Montagne|Kalnai|Kalni|Bergen|Góry|Montanhas|Munți|Gore',
    lake: 'Fjällsjö|Bjergsø|Bergsee|Horské jezero|Mountain lake|Lago de montaña|Mägijärv|Vuoristojärvi|Lac de montagne|Planinsko jezero|Hegyi tó|Lago di montagna|Kalnų ežeras|Kalnu ezers|Bergmeer|Górskie jezioro|Lago de montanha|Lac de munte|Gorsko jezero',
    valley:
      'Dalen|Dalen|Das Tal|Údolí|The valley|El valle|Org|Laakso|La vallée|Dolina|A völgy|La valle|Slėnis|Ieleja|De vallei|Dolina|O vale|Valea|Dolina',
    glacier:
      'Glaciären|Gletsjeren|Der Gletscher|Ledovec|The glacier|El glaciar|Liustik|Jäätikkö|Le glacier|Ledenjak|A gleccser|Il ghiacciaio|Ledynas|Ledājs|De gletsjer|Lodowiec|O glaciar|Ghețarul|Ledenik',
  }),
  theme('forest', 'forests', 'time', 'scandinavian', 9, {
    forest:
      'Skogen|Skoven|Der Wald|Les|The forest|El bosque|Mets|Metsä|La forêt|Šuma|Az erdő|Il bosco|Miškas|Mežs|Het bos|Las|A floresta|Pădurea|Gozd',
    pines:
      'Tallar|Fyrretræer|Kiefern|Borovice|Pine trees|Pinos|Männid|Männyt|Pins|Borovi|Fenyőfák|Pini|Pušys|Priedes|Dennenbomen|Sosny|Pinheiros|Pini|Bori',
    birches:
      'Björkdunge|Birkelund|Birkenhain|Březový háj|Birch grove|Bosque de abedules|Kasesalu|Koivikko|Bois de bouleaux|Brezik|Nyírfaliget|Bosco di betulle|Beržynas|Bērzu birzs|Berkenbos|Brzozowy gaj|Bosque de bétulas|Crâng de mesteceni|Brezov gaj',
    path: 'Skogsstig|Skovsti|Waldweg|Lesní cesta|Forest path|Sendero del bosque|Metsarada|Metsäpolku|Sentier forestier|Šumska staza|Erdei ösvény|Sentiero nel bosco|Miško takas|Meža taka|Bospad|Leśna ścieżka|Trilho na floresta|Potecă prin pădure|Gozdna pot',
  }),
  theme('sea', 'sea', 'time', 'photographic', 9, {
    sea: 'Havet|Havet|Das Meer|Moře|The sea|El mar|Meri|Meri|La mer|More|A tenger|Il mare|Jūra|Jūra|De zee|Morze|O mar|Marea|Morje',
    lighthouse:
      'Fyren|Fyrtårnet|Der Leuchtturm|Maják|The lighthouse|El faro|Tuletorn|Majakka|Le phare|Svjetionik|A világítótorony|Il faro|Švyturys|Bāka|De vuurtoren|Latarnia morska|O farol|Farul|Svetilnik',
    waves: 'Vågor|Bølger|Wellen|Vlny|Waves|Olas|Lained|Aallot|Vagues|Valovi|Hullámok|Onde|Bangos|Viļņi|Golven|Fale|Ondas|Valuri|Valovi',
    beach:
      'Stranden|Stranden|Der Strand|Pláž|The beach|La playa|Rand|Ranta|La plage|Plaža|A strand|La spiaggia|Paplūdimys|Pludmale|Het strand|Plaża|A praia|Plaja|Plaža',
  }),
  theme('flowers', 'flowers', 'time', 'botanical', 7, {
    tulips:
      'Tulpaner|Tulipaner|Tulpen|Tulipány|Tulips|Tulipanes|Tulbid|Tulppaanit|Tulipes|Tulipani|Tulipánok|Tulipani|Tulpės|Tulpes|Tulpen|Tulipany|Túlipas|Lalele|Tulipani',
    poppies:
      'Vallmo|Valmuer|Mohnblumen|Vlčí máky|Poppies|Amapolas|Moonid|Unikot|Coquelicots|Makovi|Pipacsok|Papaveri|Aguonos|Magones|Klaprozen|Maki|Papoilas|Maci|Maki',
    wildflowers:
      'Ängsblommor|Markblomster|Wildblumen|Luční květiny|Wildflowers|Flores silvestres|Niidulilled|Niittykukat|Fleurs sauvages|Poljsko cvijeće|Mezei virágok|Fiori di campo|Pievų gėlės|Pļavas ziedi|Veldbloemen|Polne kwiaty|Flores silvestres|Flori de câmp|Travniške cvetlice',
    peonies:
      'Pioner|Pæoner|Pfingstrosen|Pivoňky|Peonies|Peonías|Pojengid|Pionit|Pivoines|Božuri|Bazsarózsák|Peonie|Bijūnai|Peonijas|Pioenrozen|Piwonie|Peónias|Bujori|Potonike',
  }),
  theme('skyline', 'skylines', 'time', 'graphic', 7, {
    lights:
      'Stadens ljus|Byens lys|Lichter der Stadt|Světla města|City lights|Luces de la ciudad|Linnatuled|Kaupungin valot|Lumières de la ville|Svjetla grada|A város fényei|Luci della città|Miesto šviesos|Pilsētas gaismas|Stadslichten|Światła miasta|Luzes da cidade|Luminile orașului|Mestne luči',
    rooftops:
      'Hustak|Hustage|Dächer|Střechy|Rooftops|Tejados|Katused|Katot|Toits|Krovovi|Háztetők|Tetti|Stogai|Jumti|Daken|Dachy|Telhados|Acoperișuri|Strehe',
    bridge:
      'Bron|Broen|Die Brücke|Most|The bridge|El puente|Sild|Silta|Le pont|Most|A híd|Il ponte|Tiltas|Tilts|De brug|Most|A ponte|Podul|Most',
    skyline:
      'Silhuett|Silhuet|Skyline|Panorama|Skyline|Horizonte|Siluett|Siluetti|Silhouette urbaine|Obzor grada|Látkép|Skyline|Panorama|Panorāma|Skyline|Panorama|Horizonte|Panorama|Obris mesta',
  }),
  theme('architecture', 'architecture', 'time', 'graphic', 5, {
    staircase:
      'Trappan|Trappen|Die Treppe|Schodiště|The staircase|La escalera|Trepp|Portaikko|L’escalier|Stubište|A lépcső|La scala|Laiptai|Kāpnes|De trap|Schody|A escada|Scara|Stopnišče',
    arches: 'Valv|Buer|Bögen|Oblouky|Arches|Arcos|Kaared|Kaaret|Arches|Lukovi|Boltívek|Archi|Arkos|Arkas|Bogen|Łuki|Arcos|Arcade|Loki',
    facade:
      'Fasaden|Facaden|Die Fassade|Fasáda|The facade|La fachada|Fassaad|Julkisivu|La façade|Pročelje|A homlokzat|La facciata|Fasadas|Fasāde|De gevel|Fasada|A fachada|Fațada|Fasada',
    tower:
      'Tornet|Tårnet|Der Turm|Věž|The tower|La torre|Torn|Torni|La tour|Toranj|A torony|La torre|Bokštas|Tornis|De toren|Wieża|A torre|Turnul|Stolp',
  }),
  theme('wildlife', 'wildlife', 'time', 'scandinavian', 6, {
    fox: 'Räven|Ræven|Der Fuchs|Liška|The fox|El zorro|Rebane|Kettu|Le renard|Lisica|A róka|La volpe|Lapė|Lapsa|De vos|Lis|A raposa|Vulpea|Lisica',
    deer: 'Rådjuret|Rådyret|Das Reh|Srnka|The deer|El ciervo|Metskits|Peura|Le cerf|Srna|Az őz|Il cervo|Stirna|Stirna|Het hert|Jeleń|O veado|Căprioara|Srna',
    bear: 'Björnen|Bjørnen|Der Bär|Medvěd|The bear|El oso|Karu|Karhu|L’ours|Medvjed|A medve|L’orso|Lokys|Lācis|De beer|Niedźwiedź|O urso|Ursul|Medved',
    wolf: 'Vargen|Ulven|Der Wolf|Vlk|The wolf|El lobo|Hunt|Susi|Le loup|Vuk|A farkas|Il lupo|Vilkas|Vilks|De wolf|Wilk|O lobo|Lupul|Volk',
  }),
  theme('birds', 'birds', 'time', 'minimalist', 5, {
    heron:
      'Hägern|Hejren|Der Reiher|Volavka|The heron|La garza|Haigur|Haikara|Le héron|Čaplja|A gém|L’airone|Garnys|Gārnis|De reiger|Czapla|A garça|Stârcul|Čaplja',
    owl: 'Ugglan|Uglen|Die Eule|Sova|The owl|El búho|Öökull|Pöllö|La chouette|Sova|A bagoly|Il gufo|Pelėda|Pūce|De uil|Sowa|A coruja|Bufnița|Sova',
    swallows:
      'Svalor|Svaler|Schwalben|Vlaštovky|Swallows|Golondrinas|Pääsukesed|Pääskyt|Hirondelles|Lastavice|Fecskék|Rondini|Kregždės|Bezdelīgas|Zwaluwen|Jaskółki|Andorinhas|Rândunele|Lastovke',
    flamingos:
      'Flamingor|Flamingoer|Flamingos|Plameňáci|Flamingos|Flamencos|Flamingod|Flamingot|Flamants roses|Flamingosi|Flamingók|Fenicotteri|Flamingai|Flamingo|Flamingo’s|Flamingi|Flamingos|Flamingi|Flamingi',
  }),
  theme('pets', 'pets', 'time', 'minimalist', 4, {
    cat: 'Katten|Katten|Die Katze|Kočka|The cat|El gato|Kass|Kissa|Le chat|Mačka|A macska|Il gatto|Katė|Kaķis|De kat|Kot|O gato|Pisica|Mačka',
    dog: 'Hunden|Hunden|Der Hund|Pes|The dog|El perro|Koer|Koira|Le chien|Pas|A kutya|Il cane|Šuo|Suns|De hond|Pies|O cão|Câinele|Pes',
    rabbit:
      'Kaninen|Kaninen|Das Kaninchen|Králík|The rabbit|El conejo|Küülik|Kani|Le lapin|Kunić|A nyúl|Il coniglio|Triušis|Trusis|Het konijn|Królik|O coelho|Iepurele|Kunec',
    horse:
      'Hästen|Hesten|Das Pferd|Kůň|The horse|El caballo|Hobune|Hevonen|Le cheval|Konj|A ló|Il cavallo|Arklys|Zirgs|Het paard|Koń|O cavalo|Calul|Konj',
  }),
  theme('quotes', 'quotes', 'none', 'typographic', 5, {
    time: 'Bra saker tar tid|Gode ting tager tid|Gut Ding will Weile haben|Dobré věci chtějí čas|Good things take time|Lo bueno se hace esperar|Head asjad võtavad aega|Hyvää kannattaa odottaa|Les bonnes choses prennent du temps|Dobre stvari traže vrijeme|A jó dolgokhoz idő kell|Le cose belle richiedono tempo|Geri dalykai užtrunka|Labas lietas prasa laiku|Goede dingen kosten tijd|Dobre rzeczy wymagają czasu|As coisas boas levam tempo|Lucrurile bune cer timp|Dobre stvari zahtevajo čas',
    curious:
      'Var nyfiken|Vær nysgerrig|Bleib neugierig|Nepřestávej se ptát|Stay curious|Nunca dejes de preguntar|Jää uudishimulikuks|Pysy uteliaana|Garde ta curiosité|Nikad ne prestani pitati|Maradj kíváncsi|Coltiva la curiosità|Niekada nenustok klausti|Nepārstāj jautāt|Blijf nieuwsgierig|Nie przestawaj pytać|Mantém a curiosidade|Nu înceta să întrebi|Nikoli ne nehaj spraševati',
    home: 'Hem ljuva hem|Hjem, kære hjem|Trautes Heim|Domov, sladký domov|Home sweet home|Hogar, dulce hogar|Kodu, armas kodu|Koti on paras|Douce maison|Dom, slatki dom|Otthon, édes otthon|Casa dolce casa|Namai, mieli namai|Mājas, mīļās mājas|Oost west, thuis best|Dom, słodki dom|Lar, doce lar|Acasă e cel mai bine|Dom, ljubi dom',
    coffee:
      'Kaffe först|Kaffe først|Erst mal Kaffee|Nejdřív káva|Coffee first|Primero, café|Kõigepealt kohv|Ensin kahvi|D’abord un café|Prvo kava|Előbb egy kávé|Prima il caffè|Pirmiausia kava|Vispirms kafija|Eerst koffie|Najpierw kawa|Primeiro o café|Întâi cafeaua|Najprej kava',
    dream:
      'Dröm stort|Drøm stort|Träume groß|Sni ve velkém|Dream big|Sueña a lo grande|Unista suurelt|Unelmoi rohkeasti|Rêve en grand|Sanjaj veliko|Álmodj nagyot|Sogna in grande|Svajok drąsiai|Sapņo drosmīgi|Droom groot|Marz odważnie|Sonha em grande|Visează măreț|Sanjaj na veliko',
    less: 'Mindre är mer|Mindre er mere|Weniger ist mehr|Méně je více|Less is more|Menos es más|Vähem on rohkem|Vähemmän on enemmän|Moins, c’est mieux|Manje je više|A kevesebb több|Il meno è più|Mažiau yra daugiau|Mazāk ir vairāk|Minder is meer|Mniej znaczy więcej|Menos é mais|Mai puțin înseamnă mai mult|Manj je več',
    appetite:
      'Smaklig måltid|Velbekomme|Guten Appetit|Dobrou chuť|Bon appétit|Buen provecho|Head isu|Hyvää ruokahalua|Bon appétit|Dobar tek|Jó étvágyat|Buon appetito|Skanaus|Labu apetīti|Eet smakelijk|Smacznego|Bom apetite|Poftă bună|Dober tek',
    sun: 'Följ solen|Følg solen|Folge der Sonne|Následuj slunce|Follow the sun|Sigue al sol|Järgi päikest|Seuraa aurinkoa|Suis le soleil|Slijedi sunce|Kövesd a napot|Segui il sole|Sek paskui saulę|Seko saulei|Volg de zon|Podążaj za słońcem|Segue o sol|Urmează soarele|Sledi soncu',
  }),
  theme('nursery', 'cute-animals', 'time', 'graphic', 4, {
    fox: 'Lilla räven|Lille ræv|Kleiner Fuchs|Malá liška|Little fox|Pequeño zorro|Väike rebane|Pieni kettu|Petit renard|Mala lisica|Kis róka|Piccola volpe|Mažoji lapė|Mazā lapsa|Kleine vos|Mały lisek|Raposinha|Vulpița|Mala lisica',
    bear: 'Sömniga björnen|Søvnig bjørn|Schläfriger Bär|Ospalý medvídek|Sleepy bear|Osito dormilón|Unine karu|Uninen karhu|Ourson endormi|Pospani medo|Álmos maci|Orsetto assonnato|Mieguistas meškiukas|Miegains lācītis|Slaperige beer|Śpiący miś|Ursinho dorminhoco|Ursuleț somnoros|Zaspani medvedek',
    elephant:
      'Elefantungen|Elefantunge|Elefantenbaby|Slůně|Baby elephant|Elefantito|Elevandipoeg|Norsunpoikanen|Bébé éléphant|Slonić|Elefántbébi|Elefantino|Drambliukas|Zilonītis|Babyolifant|Słonik|Elefante bebé|Elefănțel|Slonček',
    giraffe:
      'Lilla giraffen|Lille giraf|Kleine Giraffe|Malá žirafa|Little giraffe|Jirafita|Väike kaelkirjak|Pieni kirahvi|Petite girafe|Mala žirafa|Kis zsiráf|Piccola giraffa|Mažoji žirafa|Mazā žirafe|Kleine giraf|Mała żyrafa|Girafinha|Micuța girafă|Mala žirafa',
  }),
  theme('alphabet', 'alphabet', 'colour', 'typographic', 2, {
    animals:
      'Djur-ABC|Dyre-ABC|Tier-ABC|Zvířecí abeceda|Animal alphabet|Abecedario de animales|Loomade tähestik|Eläinaakkoset|Alphabet des animaux|Abeceda životinja|Állatos ábécé|Alfabeto degli animali|Gyvūnų abėcėlė|Dzīvnieku alfabēts|Dierenalfabet|Zwierzęcy alfabet|Alfabeto dos animais|Alfabetul animalelor|Živalska abeceda',
    counting:
      'Räkna till tio|Tæl til ti|Zählen bis zehn|Počítáme do deseti|Counting to ten|Contar hasta diez|Loeme kümneni|Lasketaan kymmeneen|Compter jusqu’à dix|Brojimo do deset|Számoljunk tízig|Contiamo fino a dieci|Skaičiuojame iki dešimties|Skaitām līdz desmit|Tellen tot tien|Liczymy do dziesięciu|Contar até dez|Numărăm până la zece|Štejemo do deset',
    letters:
      'Mina första bokstäver|Mine første bogstaver|Meine ersten Buchstaben|Moje první písmena|My first letters|Mis primeras letras|Minu esimesed tähed|Ensimmäiset kirjaimeni|Mes premières lettres|Moja prva slova|Első betűim|Le mie prime lettere|Mano pirmosios raidės|Mani pirmie burti|Mijn eerste letters|Moje pierwsze litery|As minhas primeiras letras|Primele mele litere|Moje prve črke',
  }),
  theme('geometric', 'geometric', 'colour', 'abstract', 8, {
    composition:
      'Komposition|Komposition|Komposition|Kompozice|Composition|Composición|Kompositsioon|Sommitelma|Composition|Kompozicija|Kompozíció|Composizione|Kompozicija|Kompozīcija|Compositie|Kompozycja|Composição|Compoziție|Kompozicija',
    balance:
      'Balans|Balance|Gleichgewicht|Rovnováha|Balance|Equilibrio|Tasakaal|Tasapaino|Équilibre|Ravnoteža|Egyensúly|Equilibrio|Pusiausvyra|Līdzsvars|Balans|Równowaga|Equilíbrio|Echilibru|Ravnovesje',
    grid: 'Rutnät|Gitter|Raster|Mřížka|Grid|Cuadrícula|Ruudustik|Ruudukko|Grille|Mreža|Rács|Griglia|Tinklelis|Režģis|Raster|Siatka|Grelha|Grilă|Mreža',
    blocks:
      'Block|Blokke|Blöcke|Bloky|Blocks|Bloques|Plokid|Palikat|Blocs|Blokovi|Blokkok|Blocchi|Blokai|Bloki|Blokken|Bloki|Blocos|Blocuri|Bloki',
  }),
  theme('shapes', 'shapes', 'colour', 'abstract', 7, {
    shapes:
      'Former|Former|Formen|Tvary|Shapes|Formas|Kujundid|Muodot|Formes|Oblici|Formák|Forme|Formos|Formas|Vormen|Kształty|Formas|Forme|Oblike',
    circles:
      'Cirklar|Cirkler|Kreise|Kruhy|Circles|Círculos|Ringid|Ympyrät|Cercles|Krugovi|Körök|Cerchi|Apskritimai|Apļi|Cirkels|Koła|Círculos|Cercuri|Krogi',
    harmony:
      'Harmoni|Harmoni|Harmonie|Harmonie|Harmony|Armonía|Harmoonia|Harmonia|Harmonie|Harmonija|Harmónia|Armonia|Harmonija|Harmonija|Harmonie|Harmonia|Harmonia|Armonie|Harmonija',
    rhythm: 'Rytm|Rytme|Rhythmus|Rytmus|Rhythm|Ritmo|Rütm|Rytmi|Rythme|Ritam|Ritmus|Ritmo|Ritmas|Ritms|Ritme|Rytm|Ritmo|Ritm|Ritem',
  }),
  theme('lines', 'lines', 'colour', 'minimalist', 6, {
    lines:
      'Linjer|Linjer|Linien|Linie|Lines|Líneas|Jooned|Viivat|Lignes|Linije|Vonalak|Linee|Linijos|Līnijas|Lijnen|Linie|Linhas|Linii|Črte',
    horizon:
      'Horisont|Horisont|Horizont|Obzor|Horizon|Horizonte|Silmapiir|Horisontti|Horizon|Obzor|Horizont|Orizzonte|Horizontas|Horizonts|Horizon|Horyzont|Horizonte|Orizont|Obzorje',
    motion:
      'Rörelse|Bevægelse|Bewegung|Pohyb|Motion|Movimiento|Liikumine|Liike|Mouvement|Pokret|Mozgás|Movimento|Judesys|Kustība|Beweging|Ruch|Movimento|Mișcare|Gibanje',
    silence:
      'Stillhet|Stilhed|Stille|Ticho|Silence|Silencio|Vaikus|Hiljaisuus|Silence|Tišina|Csend|Silenzio|Tyla|Klusums|Stilte|Cisza|Silêncio|Liniște|Tišina',
  }),
  theme('botanical', 'botanical', 'colour', 'botanical', 7, {
    monstera:
      'Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera|Monstera',
    eucalyptus:
      'Eukalyptus|Eukalyptus|Eukalyptus|Eukalyptus|Eucalyptus|Eucalipto|Eukalüpt|Eukalyptus|Eucalyptus|Eukaliptus|Eukaliptusz|Eucalipto|Eukaliptas|Eikalipts|Eucalyptus|Eukaliptus|Eucalipto|Eucalipt|Evkalipt',
    fern: 'Ormbunke|Bregne|Farn|Kapradí|Fern|Helecho|Sõnajalg|Saniainen|Fougère|Paprat|Páfrány|Felce|Papartis|Paparde|Varen|Paproć|Feto|Ferigă|Praprot',
    olive:
      'Olivkvist|Olivengren|Olivenzweig|Olivová větvička|Olive branch|Rama de olivo|Oliivioks|Oliivinoksa|Branche d’olivier|Maslinova grančica|Olajág|Ramo d’ulivo|Alyvmedžio šakelė|Olīvkoka zars|Olijftak|Gałązka oliwna|Ramo de oliveira|Ramură de măslin|Oljčna vejica',
  }),
  theme('lineart', 'line-art', 'colour', 'minimalist', 5, {
    face: 'Ansikte|Ansigt|Gesicht|Tvář|Face|Rostro|Nägu|Kasvot|Visage|Lice|Arc|Volto|Veidas|Seja|Gezicht|Twarz|Rosto|Chip|Obraz',
    hands: 'Händer|Hænder|Hände|Ruce|Hands|Manos|Käed|Kädet|Mains|Ruke|Kezek|Mani|Rankos|Rokas|Handen|Dłonie|Mãos|Mâini|Roke',
    embrace:
      'Omfamning|Omfavnelse|Umarmung|Objetí|Embrace|Abrazo|Embus|Syleily|Étreinte|Zagrljaj|Ölelés|Abbraccio|Apkabinimas|Apskāviens|Omhelzing|Uścisk|Abraço|Îmbrățișare|Objem',
    woman: 'Kvinna|Kvinde|Frau|Žena|Woman|Mujer|Naine|Nainen|Femme|Žena|Nő|Donna|Moteris|Sieviete|Vrouw|Kobieta|Mulher|Femeie|Ženska',
  }),
  theme('japanese', 'japanese-art', 'time', 'vintage', 5, {
    wave: 'Den stora vågen|Den store bølge|Die große Welle|Velká vlna|The great wave|La gran ola|Suur laine|Suuri aalto|La grande vague|Veliki val|A nagy hullám|La grande onda|Didžioji banga|Lielais vilnis|De grote golf|Wielka fala|A grande onda|Marele val|Veliki val',
    blossom:
      'Körsbärsblom|Kirsebærblomster|Kirschblüte|Třešňový květ|Cherry blossom|Flor de cerezo|Kirsiõied|Kirsikankukat|Fleurs de cerisier|Cvijet trešnje|Cseresznyevirág|Fiori di ciliegio|Vyšnių žiedai|Ķiršu ziedi|Kersenbloesem|Kwiat wiśni|Flor de cerejeira|Flori de cireș|Češnjev cvet',
    crane:
      'Tranan|Tranen|Der Kranich|Jeřáb|The crane|La grulla|Kurg|Kurki|La grue|Ždral|A daru|La gru|Gervė|Dzērve|De kraanvogel|Żuraw|O grou|Cocorul|Žerjav',
    fuji: 'Berget Fuji|Bjerget Fuji|Der Fuji|Hora Fudži|Mount Fuji|El monte Fuji|Fuji mägi|Fuji-vuori|Le mont Fuji|Planina Fuji|A Fudzsi|Il monte Fuji|Fudžio kalnas|Fudzi kalns|De berg Fuji|Góra Fuji|O monte Fuji|Muntele Fuji|Gora Fudži',
  }),
  theme('impressionism', 'impressionism', 'time', 'vintage', 5, {
    lilies:
      'Näckrosor|Åkander|Seerosen|Lekníny|Water lilies|Nenúfares|Vesiroosid|Lumpeet|Nymphéas|Lopoči|Tavirózsák|Ninfee|Vandens lelijos|Ūdensrozes|Waterlelies|Lilie wodne|Nenúfares|Nuferi|Lokvanji',
    garden:
      'Trädgården|Haven|Der Garten|Zahrada|The garden|El jardín|Aed|Puutarha|Le jardin|Vrt|A kert|Il giardino|Sodas|Dārzs|De tuin|Ogród|O jardim|Grădina|Vrt',
    meadow:
      'Ängen|Engen|Die Wiese|Louka|The meadow|La pradera|Aas|Niitty|La prairie|Livada|A rét|Il prato|Pieva|Pļava|De weide|Łąka|O prado|Pajiștea|Travnik',
    sailboats:
      'Segelbåtar|Sejlbåde|Segelboote|Plachetnice|Sailboats|Veleros|Purjekad|Purjeveneet|Voiliers|Jedrilice|Vitorlások|Barche a vela|Burlaiviai|Buru laivas|Zeilboten|Żaglówki|Veleiros|Bărci cu pânze|Jadrnice',
  }),
];
