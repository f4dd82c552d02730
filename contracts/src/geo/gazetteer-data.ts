/**
 * The bundled Belgian gazetteer, one table for the server's offline geocoder and the web's offline map:
 * the places a chauffeur customer names most (airports, railway stations, the 19 Brussels municipalities,
 * the cities and towns of every province, the EU institutions, hotels and venues), so that address search
 * and the map work with no network. Coordinates are WGS84, at the entrance or the
 * centre (town hall / main square) of the place; addresses are written the Belgian way (street number
 * after the street, postcode before the town). Brussels streets carry both official names (fr / nl).
 */

export const PLACE_KINDS = ['airport', 'station', 'municipality', 'city', 'eu', 'hotel', 'venue'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** A name in the three national / interface languages; `de` only when German uses its own name. */
export interface LocalizedName {
  fr: string;
  nl: string;
  en: string;
  de?: string;
}

export interface GazetteerEntry {
  id: string;
  kind: PlaceKind;
  name: LocalizedName;
  /** IATA code of an airport, shown in the label: "Brussels Airport (BRU)". */
  code?: string;
  /** Other names people type: "Gare du Midi", "Zuidstation", "Zaventem". */
  aliases?: string[];
  /** One name, or both official names of a Brussels street. */
  street?: string | { fr: string; nl: string };
  postcode: string;
  /** The town of the address; defaults to the place's own name (for towns). */
  city: LocalizedName;
  lat: number;
  lng: number;
}

/** A name in a page's language: German readers get the English name where German has none of its own. */
export const localName = (name: LocalizedName, language: 'en' | 'nl' | 'fr' | 'de'): string =>
  language === 'de' ? (name.de ?? name.en) : name[language];

/** How every screen names a place: its name in the language, an airport's code after it ("Brussels Airport (BRU)"). */
export const placeLabel = (entry: GazetteerEntry, language: 'en' | 'nl' | 'fr' | 'de'): string => {
  const name = localName(entry.name, language);
  return entry.code ? `${name} (${entry.code})` : name;
};

const L = (fr: string, nl: string = fr, en: string = fr, de?: string): LocalizedName =>
  de ? { fr, nl, en, de } : { fr, nl, en };
const bi = (fr: string, nl: string) => ({ fr, nl });

interface Extra {
  code?: string;
  aliases?: string[];
  street?: string | { fr: string; nl: string };
  city?: LocalizedName;
}

const entry =
  (kind: PlaceKind) =>
  (id: string, name: LocalizedName, postcode: string, lat: number, lng: number, extra: Extra = {}) =>
    ({ id, kind, name, postcode, lat, lng, ...extra, city: extra.city ?? name }) satisfies GazetteerEntry;

const airport = entry('airport');
const station = entry('station');
const municipality = entry('municipality');
const city = entry('city');
const eu = entry('eu');
const hotel = entry('hotel');
const venue = entry('venue');

// Towns that appear in many addresses.
const BXL = L('Bruxelles', 'Brussel', 'Brussels', 'Brüssel');
const ANTWERPEN = L('Anvers', 'Antwerpen', 'Antwerp', 'Antwerpen');
const GENT = L('Gand', 'Gent', 'Ghent', 'Gent');
const BRUGGE = L('Bruges', 'Brugge', 'Bruges', 'Brügge');
const LIEGE = L('Liège', 'Luik', 'Liège', 'Lüttich');
const NAMUR = L('Namur', 'Namen', 'Namur');
const LEUVEN = L('Louvain', 'Leuven', 'Leuven', 'Löwen');
const MONS = L('Mons', 'Bergen', 'Mons', 'Bergen');
const OOSTENDE = L('Ostende', 'Oostende', 'Ostend', 'Ostende');
const MECHELEN = L('Malines', 'Mechelen', 'Mechelen', 'Mecheln');
const KORTRIJK = L('Courtrai', 'Kortrijk', 'Kortrijk');
const CHARLEROI = L('Charleroi');
const HASSELT = L('Hasselt');
const ZAVENTEM = L('Zaventem');
const IXELLES = L('Ixelles', 'Elsene');
const ETTERBEEK = L('Etterbeek');
const SAINT_GILLES = L('Saint-Gilles', 'Sint-Gillis');
const SCHAERBEEK = L('Schaerbeek', 'Schaarbeek');
const SAINT_JOSSE = L('Saint-Josse-ten-Noode', 'Sint-Joost-ten-Node');
const FOREST = L('Forest', 'Vorst');
const ANDERLECHT = L('Anderlecht');
const GANSHOREN = L('Ganshoren');
const EVERE = L('Evere');

const AIRPORTS = [
  airport('bru-airport', L('Brussels Airport'), '1930', 50.8988, 4.4838, {
    code: 'BRU',
    city: ZAVENTEM,
    aliases: [
      'Zaventem',
      'Aéroport de Bruxelles',
      'Aéroport de Bruxelles-National',
      'Bruxelles-National',
      'Luchthaven Zaventem',
      'Luchthaven Brussel-Nationaal',
      'Brussel-Nationaal',
      'Brussels National Airport',
      'Flughafen Brüssel',
    ],
  }),
  airport(
    'crl-airport',
    L(
      'Aéroport de Charleroi Bruxelles-Sud',
      'Brussels South Charleroi Airport',
      'Brussels South Charleroi Airport',
    ),
    '6041',
    50.4597,
    4.4533,
    {
      code: 'CRL',
      street: 'Rue des Frères Wright 8',
      city: L('Gosselies'),
      aliases: [
        'Charleroi Airport',
        'Brussels South Airport',
        'Gosselies',
        'Luchthaven Charleroi',
        'Flughafen Charleroi',
      ],
    },
  ),
  airport(
    'anr-airport',
    L("Aéroport d'Anvers", 'Luchthaven Antwerpen', 'Antwerp Airport', 'Flughafen Antwerpen'),
    '2100',
    51.1906,
    4.4589,
    {
      code: 'ANR',
      street: 'Luchthavenlei 1',
      city: L('Deurne'),
      aliases: ['Antwerp International Airport', 'Deurne Airport', 'Luchthaven Deurne'],
    },
  ),
  airport(
    'lgg-airport',
    L('Liège Airport', 'Liège Airport', 'Liège Airport', 'Flughafen Lüttich'),
    '4460',
    50.6374,
    5.4432,
    {
      code: 'LGG',
      city: L('Grâce-Hollogne'),
      aliases: ['Aéroport de Liège', 'Luchthaven Luik', 'Bierset', 'Liège-Bierset'],
    },
  ),
  airport(
    'ost-airport',
    L(
      "Aéroport d'Ostende-Bruges",
      'Luchthaven Oostende-Brugge',
      'Ostend-Bruges Airport',
      'Flughafen Ostende-Brügge',
    ),
    '8400',
    51.1989,
    2.8622,
    {
      code: 'OST',
      street: 'Nieuwpoortsesteenweg 889',
      city: OOSTENDE,
      aliases: ['Ostend Airport', 'Luchthaven Oostende'],
    },
  ),
  airport(
    'kjk-airport',
    L(
      'Aéroport de Courtrai-Wevelgem',
      'Luchthaven Kortrijk-Wevelgem',
      'Kortrijk-Wevelgem Airport',
      'Flughafen Kortrijk-Wevelgem',
    ),
    '8560',
    50.8172,
    3.2047,
    { code: 'KJK', street: 'Luchthavenstraat 1', city: L('Wevelgem'), aliases: ['Wevelgem'] },
  ),
];

const STATIONS = [
  station(
    'bxl-midi',
    L('Gare de Bruxelles-Midi', 'Station Brussel-Zuid', 'Brussels-Midi station', 'Bahnhof Brüssel-Süd'),
    '1060',
    50.8358,
    4.3364,
    {
      street: bi('Avenue Fonsny 47B', 'Fonsnylaan 47B'),
      city: SAINT_GILLES,
      aliases: [
        'Bruxelles-Midi',
        'Brussel-Zuid',
        'Brussels-Midi',
        'Brussels South',
        'Brussels-South station',
        'Gare du Midi',
        'Zuidstation',
        'Eurostar',
        'Brüssel-Süd',
      ],
    },
  ),
  station(
    'bxl-central',
    L(
      'Gare de Bruxelles-Central',
      'Station Brussel-Centraal',
      'Brussels-Central station',
      'Bahnhof Brüssel-Zentral',
    ),
    '1000',
    50.8452,
    4.357,
    {
      street: bi("Carrefour de l'Europe 2", 'Europakruispunt 2'),
      city: BXL,
      aliases: [
        'Bruxelles-Central',
        'Brussel-Centraal',
        'Brussels Central',
        'Gare Centrale',
        'Centraal Station',
      ],
    },
  ),
  station(
    'bxl-nord',
    L('Gare de Bruxelles-Nord', 'Station Brussel-Noord', 'Brussels-North station', 'Bahnhof Brüssel-Nord'),
    '1030',
    50.86,
    4.3619,
    {
      street: bi('Rue du Progrès 86', 'Vooruitgangstraat 86'),
      city: SCHAERBEEK,
      aliases: ['Bruxelles-Nord', 'Brussel-Noord', 'Brussels North', 'Gare du Nord', 'Noordstation'],
    },
  ),
  station(
    'bxl-luxembourg',
    L(
      'Gare de Bruxelles-Luxembourg',
      'Station Brussel-Luxemburg',
      'Brussels-Luxembourg station',
      'Bahnhof Brüssel-Luxemburg',
    ),
    '1050',
    50.8389,
    4.3739,
    {
      street: bi('Place du Luxembourg', 'Luxemburgplein'),
      city: IXELLES,
      aliases: ['Bruxelles-Luxembourg', 'Brussel-Luxemburg', 'Gare du Luxembourg', 'Quartier Léopold'],
    },
  ),
  station(
    'bxl-schuman',
    L(
      'Gare de Bruxelles-Schuman',
      'Station Brussel-Schuman',
      'Brussels-Schuman station',
      'Bahnhof Brüssel-Schuman',
    ),
    '1040',
    50.8428,
    4.3802,
    {
      street: bi('Rond-point Schuman', 'Schumanplein'),
      city: BXL,
      aliases: ['Schuman', 'Bruxelles-Schuman', 'Brussel-Schuman'],
    },
  ),
  station(
    'antwerpen-centraal',
    L(
      "Gare d'Anvers-Central",
      'Station Antwerpen-Centraal',
      'Antwerp Central station',
      'Bahnhof Antwerpen-Centraal',
    ),
    '2018',
    51.2172,
    4.4211,
    {
      street: 'Koningin Astridplein 27',
      city: ANTWERPEN,
      aliases: ['Antwerpen-Centraal', 'Anvers-Central', 'Antwerp Central', 'Antwerpen Centraal Station'],
    },
  ),
  station(
    'antwerpen-berchem',
    L(
      "Gare d'Anvers-Berchem",
      'Station Antwerpen-Berchem',
      'Antwerp-Berchem station',
      'Bahnhof Antwerpen-Berchem',
    ),
    '2600',
    51.1995,
    4.4326,
    {
      city: L('Berchem'),
      aliases: ['Antwerpen-Berchem', 'Berchem station'],
    },
  ),
  station(
    'gent-sint-pieters',
    L(
      'Gare de Gand-Saint-Pierre',
      'Station Gent-Sint-Pieters',
      'Ghent-Sint-Pieters station',
      'Bahnhof Gent-Sint-Pieters',
    ),
    '9000',
    51.0359,
    3.7108,
    {
      street: 'Koningin Maria Hendrikaplein 1',
      city: GENT,
      aliases: ['Gent-Sint-Pieters', 'Gand-Saint-Pierre', 'Ghent Sint-Pieters', 'Sint-Pieters'],
    },
  ),
  station(
    'gent-dampoort',
    L('Gare de Gand-Dampoort', 'Station Gent-Dampoort', 'Ghent-Dampoort station', 'Bahnhof Gent-Dampoort'),
    '9000',
    51.0561,
    3.7404,
    {
      city: GENT,
      aliases: ['Gent-Dampoort', 'Dampoort'],
    },
  ),
  station(
    'brugge-station',
    L('Gare de Bruges', 'Station Brugge', 'Bruges station', 'Bahnhof Brügge'),
    '8000',
    51.1972,
    3.2169,
    {
      street: 'Stationsplein',
      city: BRUGGE,
    },
  ),
  station(
    'leuven-station',
    L('Gare de Louvain', 'Station Leuven', 'Leuven station', 'Bahnhof Löwen'),
    '3000',
    50.8814,
    4.7158,
    {
      street: 'Martelarenplein',
      city: LEUVEN,
    },
  ),
  station(
    'liege-guillemins',
    L(
      'Gare de Liège-Guillemins',
      'Station Luik-Guillemins',
      'Liège-Guillemins station',
      'Bahnhof Lüttich-Guillemins',
    ),
    '4000',
    50.6245,
    5.5667,
    {
      street: 'Place des Guillemins 2',
      city: LIEGE,
      aliases: ['Liège-Guillemins', 'Luik-Guillemins', 'Guillemins'],
    },
  ),
  station(
    'namur-station',
    L('Gare de Namur', 'Station Namen', 'Namur station', 'Bahnhof Namur'),
    '5000',
    50.4688,
    4.8622,
    {
      street: 'Place de la Station',
      city: NAMUR,
    },
  ),
  station(
    'charleroi-central',
    L(
      'Gare de Charleroi-Central',
      'Station Charleroi-Centraal',
      'Charleroi-Central station',
      'Bahnhof Charleroi-Central',
    ),
    '6000',
    50.4044,
    4.4386,
    {
      city: CHARLEROI,
      aliases: ['Charleroi-Central', 'Charleroi-Sud', 'Charleroi-Zuid'],
    },
  ),
  station(
    'mechelen-station',
    L('Gare de Malines', 'Station Mechelen', 'Mechelen station', 'Bahnhof Mechelen'),
    '2800',
    51.0175,
    4.4828,
    {
      city: MECHELEN,
    },
  ),
  station(
    'mons-station',
    L('Gare de Mons', 'Station Bergen', 'Mons station', 'Bahnhof Mons'),
    '7000',
    50.4533,
    3.9419,
    {
      street: 'Place Léopold',
      city: MONS,
    },
  ),
  station(
    'oostende-station',
    L("Gare d'Ostende", 'Station Oostende', 'Ostend station', 'Bahnhof Ostende'),
    '8400',
    51.2283,
    2.9251,
    {
      street: 'Natiënkaai 1',
      city: OOSTENDE,
    },
  ),
  station(
    'kortrijk-station',
    L('Gare de Courtrai', 'Station Kortrijk', 'Kortrijk station', 'Bahnhof Kortrijk'),
    '8500',
    50.8244,
    3.2644,
    {
      street: 'Stationsplein',
      city: KORTRIJK,
    },
  ),
  station(
    'hasselt-station',
    L('Gare de Hasselt', 'Station Hasselt', 'Hasselt station', 'Bahnhof Hasselt'),
    '3500',
    50.9317,
    5.3273,
    {
      street: 'Stationsplein',
      city: HASSELT,
    },
  ),
  station(
    'ottignies-station',
    L("Gare d'Ottignies", 'Station Ottignies', 'Ottignies station', 'Bahnhof Ottignies'),
    '1340',
    50.6704,
    4.5697,
    {
      street: 'Place de la Gare',
      city: L('Ottignies-Louvain-la-Neuve'),
    },
  ),
];

/** The 19 municipalities of the Brussels-Capital Region, at their town halls. */
const MUNICIPALITIES = [
  municipality('anderlecht', ANDERLECHT, '1070', 50.836, 4.3086),
  municipality('auderghem', L('Auderghem', 'Oudergem'), '1160', 50.8155, 4.4283),
  municipality(
    'berchem-sainte-agathe',
    L('Berchem-Sainte-Agathe', 'Sint-Agatha-Berchem'),
    '1082',
    50.865,
    4.2947,
  ),
  municipality(
    'bruxelles-ville',
    L('Bruxelles-Ville', 'Brussel-Stad', 'City of Brussels', 'Stadt Brüssel'),
    '1000',
    50.8466,
    4.3522,
    {
      city: BXL,
      aliases: [
        'Bruxelles',
        'Brussel',
        'Brussels',
        'Brüssel',
        'Ville de Bruxelles',
        'Stad Brussel',
        'Brussels city centre',
      ],
    },
  ),
  municipality('etterbeek', ETTERBEEK, '1040', 50.8336, 4.3869),
  municipality('evere', EVERE, '1140', 50.87, 4.403),
  municipality('forest', FOREST, '1190', 50.8108, 4.319),
  municipality('ganshoren', GANSHOREN, '1083', 50.8715, 4.3116),
  municipality('ixelles', IXELLES, '1050', 50.8333, 4.3667),
  municipality('jette', L('Jette'), '1090', 50.878, 4.326),
  municipality('koekelberg', L('Koekelberg'), '1081', 50.8622, 4.3296),
  municipality('molenbeek', L('Molenbeek-Saint-Jean', 'Sint-Jans-Molenbeek'), '1080', 50.8553, 4.3373, {
    aliases: ['Molenbeek'],
  }),
  municipality('saint-gilles', SAINT_GILLES, '1060', 50.8279, 4.345),
  municipality('saint-josse', SAINT_JOSSE, '1210', 50.853, 4.372, { aliases: ['Saint-Josse', 'Sint-Joost'] }),
  municipality('schaerbeek', SCHAERBEEK, '1030', 50.8676, 4.3782),
  municipality('uccle', L('Uccle', 'Ukkel'), '1180', 50.802, 4.337),
  municipality(
    'watermael-boitsfort',
    L('Watermael-Boitsfort', 'Watermaal-Bosvoorde'),
    '1170',
    50.7995,
    4.4163,
    {
      aliases: ['Boitsfort', 'Bosvoorde'],
    },
  ),
  municipality(
    'woluwe-saint-lambert',
    L('Woluwe-Saint-Lambert', 'Sint-Lambrechts-Woluwe'),
    '1200',
    50.8466,
    4.429,
  ),
  municipality(
    'woluwe-saint-pierre',
    L('Woluwe-Saint-Pierre', 'Sint-Pieters-Woluwe'),
    '1150',
    50.8322,
    4.4333,
  ),
];

/** Cities and towns, by province (at the main square or town hall). */
const CITIES = [
  // Antwerp
  city('antwerpen', ANTWERPEN, '2000', 51.2213, 4.3997),
  city('mechelen', MECHELEN, '2800', 51.028, 4.4805),
  city('turnhout', L('Turnhout'), '2300', 51.3225, 4.9447),
  city('lier', L('Lierre', 'Lier', 'Lier'), '2500', 51.1311, 4.57),
  city('herentals', L('Herentals'), '2200', 51.1767, 4.8361),
  city('geel', L('Geel'), '2440', 51.1622, 4.9897),
  city('mol', L('Mol'), '2400', 51.1917, 5.1167),
  city('boom', L('Boom'), '2850', 51.09, 4.3667),
  city('brasschaat', L('Brasschaat'), '2930', 51.2906, 4.4917),
  city('schoten', L('Schoten'), '2900', 51.2525, 4.5011),
  city('mortsel', L('Mortsel'), '2640', 51.17, 4.4567),
  city('kontich', L('Kontich'), '2550', 51.1344, 4.4456),
  city('heist-op-den-berg', L('Heist-op-den-Berg'), '2220', 51.0756, 4.7289),
  // Limburg
  city('hasselt', HASSELT, '3500', 50.93, 5.3378),
  city('genk', L('Genk'), '3600', 50.9653, 5.5006),
  city('sint-truiden', L('Saint-Trond', 'Sint-Truiden', 'Sint-Truiden'), '3800', 50.8167, 5.1867),
  city('tongeren', L('Tongres', 'Tongeren', 'Tongeren'), '3700', 50.7806, 5.4644),
  city('lommel', L('Lommel'), '3920', 51.2303, 5.3125),
  city('maasmechelen', L('Maasmechelen'), '3630', 50.965, 5.695),
  city('beringen', L('Beringen'), '3580', 51.0494, 5.2261),
  city('bilzen', L('Bilzen'), '3740', 50.8728, 5.5189),
  // East Flanders
  city('gent', GENT, '9000', 51.0545, 3.7215),
  city('aalst', L('Alost', 'Aalst', 'Aalst'), '9300', 50.9383, 4.0392),
  city('sint-niklaas', L('Saint-Nicolas', 'Sint-Niklaas', 'Sint-Niklaas'), '9100', 51.1655, 4.1436),
  city('dendermonde', L('Termonde', 'Dendermonde', 'Dendermonde'), '9200', 51.0283, 4.1011),
  city('oudenaarde', L('Audenarde', 'Oudenaarde', 'Oudenaarde'), '9700', 50.8453, 3.6044),
  city('ninove', L('Ninove'), '9400', 50.8281, 4.0253),
  city('lokeren', L('Lokeren'), '9160', 51.1036, 3.9931),
  city('eeklo', L('Eeklo'), '9900', 51.1853, 3.565),
  city('geraardsbergen', L('Grammont', 'Geraardsbergen', 'Geraardsbergen'), '9500', 50.7731, 3.8817),
  city('ronse', L('Renaix', 'Ronse', 'Ronse'), '9600', 50.7456, 3.6003),
  city('deinze', L('Deinze'), '9800', 50.9817, 3.53),
  city('wetteren', L('Wetteren'), '9230', 51.0031, 3.8817),
  // West Flanders
  city('brugge', BRUGGE, '8000', 51.2089, 3.2242),
  city('oostende', OOSTENDE, '8400', 51.23, 2.9186),
  city('kortrijk', KORTRIJK, '8500', 50.8278, 3.2647),
  city('roeselare', L('Roulers', 'Roeselare', 'Roeselare'), '8800', 50.9469, 3.1228),
  city('ieper', L('Ypres', 'Ieper', 'Ypres'), '8900', 50.8511, 2.8853),
  city('knokke-heist', L('Knokke-Heist'), '8300', 51.35, 3.2833, {
    aliases: ['Knokke', 'Het Zoute', 'Le Zoute'],
  }),
  city('de-panne', L('La Panne', 'De Panne', 'De Panne'), '8660', 51.1, 2.5917),
  city('nieuwpoort', L('Nieuport', 'Nieuwpoort', 'Nieuwpoort'), '8620', 51.1306, 2.7511),
  city('blankenberge', L('Blankenberge'), '8370', 51.3131, 3.1322),
  city('waregem', L('Waregem'), '8790', 50.8889, 3.4264),
  city('poperinge', L('Poperinge'), '8970', 50.8553, 2.7264),
  city('menen', L('Menin', 'Menen', 'Menen'), '8930', 50.7967, 3.1222),
  city('diksmuide', L('Dixmude', 'Diksmuide', 'Diksmuide'), '8600', 51.0331, 2.8636),
  city('de-haan', L('Le Coq', 'De Haan', 'De Haan'), '8420', 51.2728, 3.0339),
  city('koksijde', L('Coxyde', 'Koksijde', 'Koksijde'), '8670', 51.1167, 2.6372),
  // Flemish Brabant
  city('leuven', LEUVEN, '3000', 50.8789, 4.701),
  city('vilvoorde', L('Vilvorde', 'Vilvoorde', 'Vilvoorde'), '1800', 50.9281, 4.4247),
  city('zaventem', ZAVENTEM, '1930', 50.8836, 4.4731),
  city('halle', L('Hal', 'Halle', 'Halle'), '1500', 50.7339, 4.2347),
  city('tienen', L('Tirlemont', 'Tienen', 'Tienen'), '3300', 50.8075, 4.9381),
  city('aarschot', L('Aarschot'), '3200', 50.9869, 4.8367),
  city('diest', L('Diest'), '3290', 50.9847, 5.0508),
  city('grimbergen', L('Grimbergen'), '1850', 50.9347, 4.3717),
  city('dilbeek', L('Dilbeek'), '1700', 50.8478, 4.2597),
  city('overijse', L('Overijse'), '3090', 50.7742, 4.5372),
  city('tervuren', L('Tervuren'), '3080', 50.8236, 4.5142),
  city(
    'sint-genesius-rode',
    L('Rhode-Saint-Genèse', 'Sint-Genesius-Rode', 'Sint-Genesius-Rode'),
    '1640',
    50.7497,
    4.3569,
  ),
  city('kraainem', L('Kraainem'), '1950', 50.8611, 4.4692),
  city('wemmel', L('Wemmel'), '1780', 50.9077, 4.3057),
  city('machelen', L('Machelen'), '1830', 50.9106, 4.4433),
  // Walloon Brabant
  city('wavre', L('Wavre', 'Waver', 'Wavre'), '1300', 50.7172, 4.6011),
  city('waterloo', L('Waterloo'), '1410', 50.715, 4.3994),
  city('nivelles', L('Nivelles', 'Nijvel', 'Nivelles'), '1400', 50.5981, 4.3283),
  city('braine-l-alleud', L("Braine-l'Alleud", 'Eigenbrakel', "Braine-l'Alleud"), '1420', 50.6836, 4.3719),
  city('louvain-la-neuve', L('Louvain-la-Neuve'), '1348', 50.6681, 4.6119, {
    aliases: ['Ottignies-Louvain-la-Neuve', 'LLN'],
  }),
  city('jodoigne', L('Jodoigne', 'Geldenaken', 'Jodoigne'), '1370', 50.7236, 4.87),
  city('la-hulpe', L('La Hulpe', 'Terhulpen', 'La Hulpe'), '1310', 50.7308, 4.4856),
  city('genval', L('Genval'), '1332', 50.7247, 4.5028, { aliases: ['Rixensart', 'Lac de Genval'] }),
  city('lasne', L('Lasne'), '1380', 50.6864, 4.4833),
  city('tubize', L('Tubize', 'Tubeke', 'Tubize'), '1480', 50.6931, 4.205),
  // Hainaut
  city('charleroi', CHARLEROI, '6000', 50.4106, 4.4444),
  city('mons', MONS, '7000', 50.4542, 3.9523),
  city('la-louviere', L('La Louvière'), '7100', 50.4797, 4.1878),
  city('tournai', L('Tournai', 'Doornik', 'Tournai'), '7500', 50.6067, 3.3883),
  city('mouscron', L('Mouscron', 'Moeskroen', 'Mouscron'), '7700', 50.744, 3.214),
  city('binche', L('Binche'), '7130', 50.4106, 4.1653),
  city('ath', L('Ath', 'Aat', 'Ath'), '7800', 50.6306, 3.7778),
  city('soignies', L('Soignies', 'Zinnik', 'Soignies'), '7060', 50.5792, 4.0711),
  city('enghien', L('Enghien', 'Edingen', 'Enghien'), '7850', 50.6917, 4.0403),
  city('thuin', L('Thuin'), '6530', 50.3394, 4.2864),
  city('chimay', L('Chimay'), '6460', 50.0486, 4.3172),
  city(
    'braine-le-comte',
    L('Braine-le-Comte', "'s-Gravenbrakel", 'Braine-le-Comte'),
    '7090',
    50.6094,
    4.1358,
  ),
  // Namur
  city('namur', NAMUR, '5000', 50.465, 4.865),
  city('dinant', L('Dinant'), '5500', 50.2611, 4.9117),
  city('gembloux', L('Gembloux'), '5030', 50.5617, 4.6989),
  city('ciney', L('Ciney'), '5590', 50.2944, 5.1),
  city('philippeville', L('Philippeville'), '5600', 50.1958, 4.5433),
  city('andenne', L('Andenne'), '5300', 50.4897, 5.095),
  city('rochefort', L('Rochefort'), '5580', 50.1622, 5.2222),
  // Liège
  city('liege', LIEGE, '4000', 50.6455, 5.5733),
  city('verviers', L('Verviers'), '4800', 50.5911, 5.865),
  city('spa', L('Spa'), '4900', 50.4919, 5.8653),
  city('huy', L('Huy', 'Hoei', 'Huy'), '4500', 50.5181, 5.2403),
  city('eupen', L('Eupen'), '4700', 50.63, 6.0333),
  city('sankt-vith', L('Saint-Vith', 'Sankt Vith', 'Sankt Vith', 'Sankt Vith'), '4780', 50.2833, 6.125, {
    aliases: ['St. Vith'],
  }),
  city('waremme', L('Waremme', 'Borgworm', 'Waremme'), '4300', 50.6964, 5.255),
  city('herstal', L('Herstal'), '4040', 50.6642, 5.6264),
  city('malmedy', L('Malmedy'), '4960', 50.4261, 6.0281),
  city('stavelot', L('Stavelot'), '4970', 50.3942, 5.9308),
  // Luxembourg
  city('arlon', L('Arlon', 'Aarlen', 'Arlon', 'Arel'), '6700', 49.6833, 5.8167),
  city('bastogne', L('Bastogne', 'Bastenaken', 'Bastogne', 'Bastnach'), '6600', 50.0033, 5.7192),
  city('marche-en-famenne', L('Marche-en-Famenne'), '6900', 50.2267, 5.3444),
  city('durbuy', L('Durbuy'), '6940', 50.3528, 5.4564),
  city('la-roche-en-ardenne', L('La Roche-en-Ardenne'), '6980', 50.1833, 5.5756),
  city('bouillon', L('Bouillon'), '6830', 49.7939, 5.0678),
  city('virton', L('Virton'), '6760', 49.5667, 5.5333),
  city('neufchateau', L('Neufchâteau'), '6840', 49.8411, 5.4353),
  city('libramont', L('Libramont-Chevigny'), '6800', 49.9211, 5.3794, { aliases: ['Libramont'] }),
];

/** The EU institutions and NATO. */
const INSTITUTIONS = [
  eu(
    'berlaymont',
    L(
      'Berlaymont (Commission européenne)',
      'Berlaymont (Europese Commissie)',
      'Berlaymont (European Commission)',
      'Berlaymont (Europäische Kommission)',
    ),
    '1040',
    50.8434,
    4.3826,
    {
      street: bi('Rue de la Loi 200', 'Wetstraat 200'),
      city: BXL,
      aliases: [
        'Berlaymont',
        'Commission européenne',
        'Europese Commissie',
        'European Commission',
        'Europäische Kommission',
      ],
    },
  ),
  eu(
    'european-parliament',
    L('Parlement européen', 'Europees Parlement', 'European Parliament', 'Europäisches Parlament'),
    '1047',
    50.8389,
    4.3753,
    {
      street: bi('Rue Wiertz 60', 'Wiertzstraat 60'),
      city: BXL,
      aliases: ['Paul-Henri Spaak', 'Espace Léopold', 'EP'],
    },
  ),
  eu(
    'europa-building',
    L(
      'Bâtiment Europa (Conseil européen)',
      'Europagebouw (Europese Raad)',
      'Europa building (European Council)',
      'Europa-Gebäude (Europäischer Rat)',
    ),
    '1048',
    50.842,
    4.3815,
    {
      street: bi('Rue de la Loi 155', 'Wetstraat 155'),
      city: BXL,
      aliases: [
        'Europa building',
        'European Council',
        'Conseil européen',
        'Europese Raad',
        'Council of the European Union',
        "Conseil de l'Union européenne",
        'Raad van de Europese Unie',
      ],
    },
  ),
  eu('justus-lipsius', L('Justus Lipsius'), '1048', 50.8413, 4.38, {
    street: bi('Rue de la Loi 175', 'Wetstraat 175'),
    city: BXL,
    aliases: ['Council of the EU', "Conseil de l'UE"],
  }),
  eu(
    'charlemagne',
    L('Bâtiment Charlemagne', 'Charlemagnegebouw', 'Charlemagne building', 'Charlemagne-Gebäude'),
    '1040',
    50.844,
    4.38,
    {
      street: bi('Rue de la Loi 170', 'Wetstraat 170'),
      city: BXL,
      aliases: ['Charlemagne'],
    },
  ),
  eu(
    'eeas',
    L(
      "Service européen pour l'action extérieure",
      'Europese Dienst voor extern optreden',
      'European External Action Service',
      'Europäischer Auswärtiger Dienst',
    ),
    '1046',
    50.8426,
    4.3833,
    {
      street: bi('Rond-point Schuman 9A', 'Schumanplein 9A'),
      city: BXL,
      aliases: ['EEAS', 'SEAE', 'EDEO'],
    },
  ),
  eu(
    'delors-building',
    L(
      'Bâtiment Jacques Delors (CdR, CESE)',
      'Jacques Delorsgebouw (CvdR, EESC)',
      'Jacques Delors building (CoR, EESC)',
      'Jacques-Delors-Gebäude (AdR, EWSA)',
    ),
    '1040',
    50.8392,
    4.3781,
    {
      street: bi('Rue Belliard 99-101', 'Belliardstraat 99-101'),
      city: BXL,
      aliases: [
        'Committee of the Regions',
        'Comité des régions',
        'European Economic and Social Committee',
        'EESC',
        'CESE',
      ],
    },
  ),
  eu(
    'house-of-european-history',
    L(
      "Maison de l'histoire européenne",
      'Huis van de Europese geschiedenis',
      'House of European History',
      'Haus der Europäischen Geschichte',
    ),
    '1000',
    50.8373,
    4.3774,
    {
      street: bi('Rue Belliard 135', 'Belliardstraat 135'),
      city: BXL,
    },
  ),
  eu('parlamentarium', L('Parlamentarium'), '1047', 50.8385, 4.3745, {
    street: bi('Place du Luxembourg 100', 'Luxemburgplein 100'),
    city: BXL,
  }),
  eu(
    'nato-hq',
    L('OTAN (siège)', 'NAVO (hoofdkwartier)', 'NATO Headquarters', 'NATO-Hauptquartier'),
    '1110',
    50.8797,
    4.423,
    {
      street: bi('Boulevard Léopold III', 'Leopold III-laan'),
      city: BXL,
      aliases: ['NATO', 'OTAN', 'NAVO', 'NATO HQ'],
    },
  ),
  eu('shape', L('SHAPE (OTAN)', 'SHAPE (NAVO)', 'SHAPE (NATO)'), '7010', 50.4994, 3.981, {
    city: L('Casteau'),
    aliases: ['Supreme Headquarters Allied Powers Europe', 'Casteau'],
  }),
];

const HOTELS = [
  hotel('hotel-amigo', L('Hotel Amigo'), '1000', 50.8462, 4.3513, {
    street: bi("Rue de l'Amigo 1-3", 'Vruntstraat 1-3'),
    city: BXL,
    aliases: ['Amigo', 'Rocco Forte Hotel Amigo'],
  }),
  hotel('steigenberger-wiltchers', L("Steigenberger Wiltcher's"), '1050', 50.8316, 4.3595, {
    street: bi('Avenue Louise 71', 'Louizalaan 71'),
    city: BXL,
    aliases: ["Wiltcher's", 'Conrad Brussels'],
  }),
  hotel('the-hotel', L('The Hotel Brussels'), '1000', 50.8357, 4.3581, {
    street: bi('Boulevard de Waterloo 38', 'Waterloolaan 38'),
    city: BXL,
    aliases: ['The Hotel'],
  }),
  hotel('sofitel-le-louise', L('Sofitel Brussels Le Louise'), '1050', 50.8362, 4.3588, {
    street: bi("Avenue de la Toison d'Or 40", 'Gulden-Vlieslaan 40'),
    city: IXELLES,
    aliases: ['Sofitel Le Louise'],
  }),
  hotel('sofitel-europe', L('Sofitel Brussels Europe'), '1040', 50.8365, 4.382, {
    street: bi('Place Jourdan 1', 'Jourdanplein 1'),
    city: ETTERBEEK,
  }),
  hotel('hilton-grand-place', L('Hilton Brussels Grand Place'), '1000', 50.8451, 4.3563, {
    street: bi("Carrefour de l'Europe 3", 'Europakruispunt 3'),
    city: BXL,
  }),
  hotel(
    'radisson-collection',
    L('Radisson Collection Hotel, Grand Place Brussels'),
    '1000',
    50.8497,
    4.3566,
    {
      street: bi('Rue du Fossé aux Loups 47', 'Wolvengracht 47'),
      city: BXL,
      aliases: ['Radisson Collection', 'Radisson Blu Royal'],
    },
  ),
  hotel('hotel-metropole', L('Hotel Métropole'), '1000', 50.851, 4.3534, {
    street: bi('Place de Brouckère 31', 'De Brouckèreplein 31'),
    city: BXL,
    aliases: ['Métropole'],
  }),
  hotel('le-plaza', L('Hotel Le Plaza'), '1000', 50.855, 4.3556, {
    street: bi('Boulevard Adolphe Max 118-126', 'Adolphe Maxlaan 118-126'),
    city: BXL,
    aliases: ['Le Plaza Brussels'],
  }),
  hotel('warwick-grand-place', L('Warwick Brussels'), '1000', 50.8447, 4.3545, {
    street: bi('Rue Duquesnoy 5', 'Duquesnoystraat 5'),
    city: BXL,
    aliases: ['Royal Windsor Hotel'],
  }),
  hotel('stanhope', L('Stanhope Hotel'), '1000', 50.8408, 4.3653, {
    street: bi('Rue du Commerce 9', 'Handelsstraat 9'),
    city: BXL,
  }),
  hotel('le-dixseptieme', L('Hotel Le Dixseptième'), '1000', 50.8448, 4.3555, {
    street: bi('Rue de la Madeleine 25', 'Magdalenasteenweg 25'),
    city: BXL,
  }),
  hotel('thon-eu', L('Thon Hotel EU'), '1040', 50.843, 4.3755, {
    street: bi('Rue de la Loi 75', 'Wetstraat 75'),
    city: BXL,
  }),
  hotel('renaissance-brussels', L('Renaissance Brussels Hotel'), '1050', 50.8387, 4.372, {
    street: bi('Rue du Parnasse 19', 'Parnassusstraat 19'),
    city: IXELLES,
  }),
  hotel('marriott-grand-place', L('Brussels Marriott Hotel Grand Place'), '1000', 50.8482, 4.3493, {
    street: bi('Rue Auguste Orts 3-7', 'Auguste Ortsstraat 3-7'),
    city: BXL,
  }),
  hotel('crowne-plaza-le-palace', L('Crowne Plaza Brussels – Le Palace'), '1210', 50.8556, 4.362, {
    street: bi('Rue Gineste 3', 'Ginestestraat 3'),
    city: SAINT_JOSSE,
  }),
  hotel('sheraton-airport', L('Sheraton Brussels Airport Hotel'), '1930', 50.8997, 4.4849, {
    city: ZAVENTEM,
  }),
  hotel('manos-premier', L('Hotel Manos Premier'), '1060', 50.8279, 4.3537, {
    street: bi('Chaussée de Charleroi 100-106', 'Charleroisesteenweg 100-106'),
    city: SAINT_GILLES,
  }),
  hotel('hotel-des-galeries', L('Hotel des Galeries'), '1000', 50.8476, 4.3551, {
    street: bi('Rue des Bouchers 38', 'Beenhouwersstraat 38'),
    city: BXL,
  }),
  hotel('hotel-julien', L('Hotel Julien'), '2000', 51.2202, 4.4036, {
    street: 'Korte Nieuwstraat 24',
    city: ANTWERPEN,
  }),
  hotel('the-pand', L('The Pand Hotel'), '8000', 51.2064, 3.2276, { street: 'Pandreitje 16', city: BRUGGE }),
  hotel('1898-the-post', L('1898 The Post'), '9000', 51.0548, 3.7208, { street: 'Graslei 16', city: GENT }),
];

const VENUES = [
  venue(
    'grand-place',
    L('Grand-Place', 'Grote Markt', 'Grand Place', 'Grand-Place'),
    '1000',
    50.8467,
    4.3525,
    {
      city: BXL,
      aliases: [
        'Grand-Place de Bruxelles',
        'Grote Markt Brussel',
        'Hôtel de Ville de Bruxelles',
        'Stadhuis Brussel',
      ],
    },
  ),
  venue('atomium', L('Atomium'), '1020', 50.8949, 4.3415, {
    street: bi("Place de l'Atomium 1", 'Atomiumplein 1'),
    city: BXL,
  }),
  venue('brussels-expo', L('Brussels Expo'), '1020', 50.8992, 4.3382, {
    street: bi('Place de Belgique 1', 'Belgiëplein 1'),
    city: BXL,
    aliases: ['Heysel', 'Heizel', 'Palais 12', 'Parc des Expositions'],
  }),
  venue(
    'king-baudouin-stadium',
    L('Stade Roi Baudouin', 'Koning Boudewijnstadion', 'King Baudouin Stadium', 'König-Baudouin-Stadion'),
    '1020',
    50.8959,
    4.3342,
    {
      street: bi('Avenue du Marathon 135', 'Marathonlaan 135'),
      city: BXL,
      aliases: ['Stade du Heysel', 'Heizelstadion'],
    },
  ),
  venue(
    'bozar',
    L(
      'Palais des Beaux-Arts (Bozar)',
      'Paleis voor Schone Kunsten (Bozar)',
      'Centre for Fine Arts (Bozar)',
      'Palast der Schönen Künste (Bozar)',
    ),
    '1000',
    50.8442,
    4.3597,
    {
      street: bi('Rue Ravenstein 23', 'Ravensteinstraat 23'),
      city: BXL,
      aliases: ['Bozar', 'Palais des Beaux-Arts', 'Paleis voor Schone Kunsten'],
    },
  ),
  venue(
    'forest-national',
    L('Forest National', 'Vorst Nationaal', 'Forest National'),
    '1190',
    50.8104,
    4.3257,
    {
      street: bi('Avenue Victor Rousseau 208', 'Victor Rousseaulaan 208'),
      city: FOREST,
    },
  ),
  venue('tour-et-taxis', L('Tour & Taxis', 'Thurn & Taxis', 'Tour & Taxis'), '1000', 50.8665, 4.348, {
    street: bi('Avenue du Port 86C', 'Havenlaan 86C'),
    city: BXL,
    aliases: ['Tour et Taxis', 'Thurn en Taxis'],
  }),
  venue(
    'royal-palace',
    L(
      'Palais royal de Bruxelles',
      'Koninklijk Paleis van Brussel',
      'Royal Palace of Brussels',
      'Königspalast Brüssel',
    ),
    '1000',
    50.8417,
    4.3621,
    {
      street: bi('Place des Palais', 'Paleizenplein'),
      city: BXL,
      aliases: ['Palais royal', 'Koninklijk Paleis', 'Royal Palace'],
    },
  ),
  venue('manneken-pis', L('Manneken-Pis'), '1000', 50.845, 4.35, {
    street: bi("Rue de l'Étuve", 'Stoofstraat'),
    city: BXL,
  }),
  venue(
    'mont-des-arts',
    L(
      'Square – Brussels Meeting Centre',
      'Square – Brussels Meeting Centre',
      'Square – Brussels Meeting Centre',
    ),
    '1000',
    50.844,
    4.3568,
    {
      street: bi('Mont des Arts', 'Kunstberg'),
      city: BXL,
      aliases: ['Mont des Arts', 'Kunstberg', 'Square Brussels'],
    },
  ),
  venue(
    'cinquantenaire',
    L('Parc du Cinquantenaire', 'Jubelpark', 'Cinquantenaire Park', 'Jubelpark'),
    '1000',
    50.8398,
    4.3922,
    {
      city: BXL,
      aliases: ['Cinquantenaire', 'Jubelpark', 'Autoworld'],
    },
  ),
  venue(
    'magritte-museum',
    L('Musée Magritte', 'Magritte Museum', 'Magritte Museum', 'Magritte-Museum'),
    '1000',
    50.8423,
    4.3588,
    {
      street: bi('Place Royale 1', 'Koningsplein 1'),
      city: BXL,
      aliases: [
        'Musées royaux des Beaux-Arts',
        'Koninklijke Musea voor Schone Kunsten',
        'Royal Museums of Fine Arts',
      ],
    },
  ),
  venue(
    'palais-de-justice',
    L('Palais de Justice', 'Justitiepaleis', 'Palace of Justice', 'Justizpalast'),
    '1000',
    50.837,
    4.3517,
    {
      street: bi('Place Poelaert 1', 'Poelaertplein 1'),
      city: BXL,
    },
  ),
  venue(
    'basilique-koekelberg',
    L('Basilique de Koekelberg', 'Basiliek van Koekelberg', 'Koekelberg Basilica', 'Basilika von Koekelberg'),
    '1083',
    50.8667,
    4.3172,
    {
      street: bi('Parvis de la Basilique 1', 'Basiliekvoorplein 1'),
      city: GANSHOREN,
      aliases: ['Basilique du Sacré-Cœur', 'Nationale Basiliek'],
    },
  ),
  venue('la-monnaie', L('La Monnaie', 'De Munt', 'La Monnaie'), '1000', 50.8495, 4.354, {
    street: bi('Place de la Monnaie', 'Muntplein'),
    city: BXL,
    aliases: ['Théâtre royal de la Monnaie', 'Opera Brussels'],
  }),
  venue('flagey', L('Flagey'), '1050', 50.8274, 4.3722, {
    street: bi('Place Sainte-Croix', 'Heilig-Kruisplein'),
    city: IXELLES,
  }),
  venue('lotto-park', L('Lotto Park (RSC Anderlecht)'), '1070', 50.8343, 4.2983, {
    street: bi('Avenue Théo Verbeeck 2', 'Théo Verbeecklaan 2'),
    city: ANDERLECHT,
    aliases: ['Stade Constant Vanden Stock', 'Constant Vanden Stockstadion', 'RSC Anderlecht'],
  }),
  venue(
    'sportpaleis',
    L('Sportpaleis Anvers', 'Sportpaleis Antwerpen', 'Sportpaleis Antwerp', 'Sportpaleis Antwerpen'),
    '2170',
    51.2312,
    4.4417,
    {
      street: 'Schijnpoortweg 119',
      city: L('Merksem'),
      aliases: ['Sportpaleis', 'Lotto Arena'],
    },
  ),
  venue(
    'antwerp-zoo',
    L("Zoo d'Anvers", 'ZOO Antwerpen', 'Antwerp Zoo', 'Zoo Antwerpen'),
    '2018',
    51.2166,
    4.4236,
    {
      street: 'Koningin Astridplein 20-26',
      city: ANTWERPEN,
      aliases: ['Koningin Elisabethzaal', 'Queen Elisabeth Hall'],
    },
  ),
  venue('mas-antwerpen', L('MAS – Museum aan de Stroom'), '2000', 51.2289, 4.4048, {
    street: 'Hanzestedenplaats 1',
    city: ANTWERPEN,
    aliases: ['MAS'],
  }),
  venue('tomorrowland', L('De Schorre (Tomorrowland)'), '2850', 51.0914, 4.3858, {
    street: 'Schommelei 1',
    city: L('Boom'),
    aliases: ['Tomorrowland', 'De Schorre'],
  }),
  venue(
    'gravensteen',
    L('Château des Comtes', 'Gravensteen', 'Castle of the Counts', 'Burg Gravensteen'),
    '9000',
    51.0573,
    3.7207,
    {
      street: 'Sint-Veerleplein 11',
      city: GENT,
      aliases: ['Gravensteen'],
    },
  ),
  venue('flanders-expo', L('Flanders Expo'), '9051', 51.0247, 3.693, {
    street: 'Maaltekouter 1',
    city: GENT,
    aliases: ['ICC Gent'],
  }),
  venue('ghelamco-arena', L('Ghelamco Arena'), '9000', 51.0161, 3.7339, {
    street: 'Ottergemsesteenweg-Zuid 808',
    city: GENT,
  }),
  venue(
    'belfort-brugge',
    L('Beffroi de Bruges', 'Belfort van Brugge', 'Belfry of Bruges', 'Belfried von Brügge'),
    '8000',
    51.2085,
    3.2248,
    {
      street: 'Markt 7',
      city: BRUGGE,
      aliases: ['Belfort', 'Markt Brugge'],
    },
  ),
  venue(
    'jan-breydel',
    L('Stade Jan Breydel', 'Jan Breydelstadion', 'Jan Breydel Stadium', 'Jan-Breydel-Stadion'),
    '8200',
    51.1932,
    3.1806,
    {
      street: 'Olympialaan 74',
      city: BRUGGE,
    },
  ),
  venue(
    'sclessin',
    L(
      'Stade Maurice Dufrasne (Sclessin)',
      'Stade Maurice Dufrasne (Sclessin)',
      'Stade Maurice Dufrasne (Sclessin)',
    ),
    '4000',
    50.61,
    5.5436,
    {
      street: 'Rue de la Centrale 2',
      city: LIEGE,
      aliases: ['Sclessin', 'Standard de Liège'],
    },
  ),
  venue(
    'citadelle-namur',
    L('Citadelle de Namur', 'Citadel van Namen', 'Citadel of Namur', 'Zitadelle von Namur'),
    '5000',
    50.4608,
    4.8601,
    {
      street: 'Route Merveilleuse 64',
      city: NAMUR,
    },
  ),
  venue(
    'butte-du-lion',
    L('Butte du Lion (Waterloo)', 'Leeuw van Waterloo', "Lion's Mound (Waterloo)", 'Löwenhügel (Waterloo)'),
    '1420',
    50.6786,
    4.4044,
    {
      street: 'Route du Lion 1815',
      city: L("Braine-l'Alleud", 'Eigenbrakel', "Braine-l'Alleud"),
      aliases: ['Memorial 1815', 'Waterloo battlefield', 'Champ de bataille de Waterloo'],
    },
  ),
  venue(
    'gaasbeek',
    L('Château de Gaasbeek', 'Kasteel van Gaasbeek', 'Gaasbeek Castle', 'Schloss Gaasbeek'),
    '1750',
    50.7994,
    4.2009,
    {
      street: 'Kasteelstraat 40',
      city: L('Lennik'),
    },
  ),
  venue('pairi-daiza', L('Pairi Daiza'), '7940', 50.5855, 3.8836, {
    street: 'Domaine de Cambron',
    city: L('Brugelette'),
  }),
  venue('spa-francorchamps', L('Circuit de Spa-Francorchamps'), '4970', 50.4372, 5.9714, {
    street: 'Route du Circuit 55',
    city: L('Stavelot'),
    aliases: ['Spa-Francorchamps', 'Francorchamps', 'Circuit de Spa'],
  }),
];

/** Every bundled place, in no particular order (search ranks them). */
export const GAZETTEER: readonly GazetteerEntry[] = [
  ...AIRPORTS,
  ...STATIONS,
  ...MUNICIPALITIES,
  ...CITIES,
  ...INSTITUTIONS,
  ...HOTELS,
  ...VENUES,
];
