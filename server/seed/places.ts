// Real places of the 16 federal states for the demo agenda: parliaments, state chancelleries,
// cities with districts and venues. Coordinates are city centres; codes as domain/labels.
import type { FederalState } from '../../domain/labels/federal-states'

export interface Venue {
  name: string
  street: string | null
}

export interface City {
  name: string
  area: string
  latitude: number
  longitude: number
  districts: string[]
  venues: Venue[]
  university?: string
}

export interface StatePlaces {
  state: FederalState
  parliament: Venue
  chancellery: Venue
  cities: City[]
}

const city = (
  name: string,
  area: string,
  [latitude, longitude]: [number, number],
  districts: string[],
  venues: [string, string][],
  university?: string,
): City => ({
  name,
  area,
  latitude,
  longitude,
  districts,
  venues: venues.map(([venueName, street]) => ({ name: venueName, street })),
  ...(university ? { university } : {}),
})

export const STATE_PLACES: StatePlaces[] = [
  {
    state: 'bw',
    parliament: { name: 'Landtag von Baden-Württemberg', street: 'Konrad-Adenauer-Straße 3' },
    chancellery: {
      name: 'Staatsministerium Baden-Württemberg',
      street: 'Richard-Wagner-Straße 15',
    },
    cities: [
      city(
        'Stuttgart',
        'Region Stuttgart',
        [48.7758, 9.1829],
        ['Mitte', 'Bad Cannstatt', 'Vaihingen'],
        [
          ['Liederhalle', 'Berliner Platz 1-3'],
          ['Haus der Geschichte', 'Konrad-Adenauer-Straße 16'],
        ],
        'Universität Stuttgart',
      ),
      city(
        'Karlsruhe',
        'Regierungsbezirk Karlsruhe',
        [49.0069, 8.4037],
        ['Innenstadt-West', 'Durlach'],
        [
          ['ZKM Zentrum für Kunst und Medien', 'Lorenzstraße 19'],
          ['Bundesverfassungsgericht', 'Schlossbezirk 3'],
        ],
        'Karlsruher Institut für Technologie',
      ),
      city(
        'Freiburg im Breisgau',
        'Regierungsbezirk Freiburg',
        [47.999, 7.8421],
        ['Altstadt', 'Wiehre'],
        [
          ['Konzerthaus Freiburg', 'Konrad-Adenauer-Platz 1'],
          ['Europa-Park Stadion', 'Achim-Stocker-Straße 1'],
        ],
        'Albert-Ludwigs-Universität Freiburg',
      ),
      city(
        'Heidelberg',
        'Rhein-Neckar',
        [49.3988, 8.6724],
        ['Altstadt', 'Bergheim'],
        [
          ['Alte Aula der Universität', 'Grabengasse 1'],
          ['Kongresshaus Stadthalle', 'Neckarstaden 24'],
        ],
        'Universität Heidelberg',
      ),
    ],
  },
  {
    state: 'by',
    parliament: { name: 'Bayerischer Landtag', street: 'Max-Planck-Straße 1' },
    chancellery: { name: 'Bayerische Staatskanzlei', street: 'Franz-Josef-Strauß-Ring 1' },
    cities: [
      city(
        'München',
        'Oberbayern',
        [48.1372, 11.5756],
        ['Maxvorstadt', 'Schwabing', 'Sendling'],
        [
          ['Messe München', 'Am Messesee'],
          ['Allianz Arena', 'Werner-Heisenberg-Allee 25'],
          ['Literaturhaus München', 'Salvatorplatz 1'],
        ],
        'Ludwig-Maximilians-Universität München',
      ),
      city(
        'Nürnberg',
        'Mittelfranken',
        [49.4521, 11.0767],
        ['Altstadt', 'Gostenhof'],
        [
          ['Meistersingerhalle', 'Münchener Straße 21'],
          ['Bundesagentur für Arbeit', 'Regensburger Straße 104'],
        ],
      ),
      city(
        'Augsburg',
        'Schwaben',
        [48.3705, 10.8978],
        ['Innenstadt', 'Göggingen'],
        [
          ['Kongress am Park', 'Gögginger Straße 10'],
          ['WWK Arena', 'Bürgermeister-Ulrich-Straße 90'],
        ],
        'Universität Augsburg',
      ),
      city(
        'Bayreuth',
        'Oberfranken',
        [49.9456, 11.5713],
        ['Innenstadt', 'St. Georgen'],
        [
          ['Bayreuther Festspielhaus', 'Festspielhügel 1-2'],
          ['Markgräfliches Opernhaus', 'Opernstraße 14'],
        ],
        'Universität Bayreuth',
      ),
      city(
        'Regensburg',
        'Oberpfalz',
        [49.0134, 12.1016],
        ['Altstadt', 'Kumpfmühl'],
        [
          ['Marinaforum', 'Johanna-Kinkel-Straße 2'],
          ['Historisches Museum', 'Dachauplatz 2-4'],
        ],
        'Universität Regensburg',
      ),
    ],
  },
  {
    state: 'be',
    parliament: { name: 'Abgeordnetenhaus von Berlin', street: 'Niederkirchnerstraße 5' },
    chancellery: { name: 'Rotes Rathaus', street: 'Rathausstraße 15' },
    cities: [
      city(
        'Berlin',
        'Berlin',
        [52.52, 13.405],
        ['Mitte', 'Kreuzberg', 'Prenzlauer Berg', 'Charlottenburg', 'Neukölln'],
        [
          ['Haus der Bundespressekonferenz', 'Schiffbauerdamm 40'],
          ['Reichstagsgebäude', 'Platz der Republik 1'],
          ['Messe Berlin', 'Messedamm 22'],
          ['Haus der Kulturen der Welt', 'John-Foster-Dulles-Allee 10'],
          ['Stadion An der Alten Försterei', 'An der Wuhlheide 263'],
        ],
        'Humboldt-Universität zu Berlin',
      ),
    ],
  },
  {
    state: 'bb',
    parliament: { name: 'Landtag Brandenburg', street: 'Alter Markt 1' },
    chancellery: { name: 'Staatskanzlei Brandenburg', street: 'Heinrich-Mann-Allee 107' },
    cities: [
      city(
        'Potsdam',
        'Potsdam',
        [52.3906, 13.0645],
        ['Innenstadt', 'Babelsberg'],
        [
          ['Museum Barberini', 'Humboldtstraße 5-6'],
          ['Filmpark Babelsberg', 'Großbeerenstraße 200'],
        ],
        'Universität Potsdam',
      ),
      city(
        'Cottbus',
        'Lausitz',
        [51.7563, 14.3329],
        ['Mitte', 'Sandow'],
        [
          ['Staatstheater Cottbus', 'Schillerplatz 1'],
          ['Stadthalle Cottbus', 'Berliner Platz 6'],
        ],
        'BTU Cottbus-Senftenberg',
      ),
      city(
        'Frankfurt (Oder)',
        'Oder-Spree',
        [52.3471, 14.5506],
        ['Zentrum', 'Beresinchen'],
        [
          ['Europa-Universität Viadrina', 'Große Scharrnstraße 59'],
          ['Konzerthalle C. P. E. Bach', 'Lebuser Mauerstraße 4'],
        ],
      ),
    ],
  },
  {
    state: 'hb',
    parliament: { name: 'Bremische Bürgerschaft', street: 'Am Markt 20' },
    chancellery: { name: 'Rathaus Bremen', street: 'Am Markt 21' },
    cities: [
      city(
        'Bremen',
        'Bremen',
        [53.0793, 8.8017],
        ['Mitte', 'Viertel', 'Vegesack'],
        [
          ['Weserstadion', 'Franz-Böhmert-Straße 1'],
          ['Die Glocke', 'Domsheide 6-8'],
        ],
        'Universität Bremen',
      ),
      city(
        'Bremerhaven',
        'Bremerhaven',
        [53.5396, 8.5809],
        ['Mitte', 'Geestemünde'],
        [
          ['Deutsches Schifffahrtsmuseum', 'Hans-Scharoun-Platz 1'],
          ['Alfred-Wegener-Institut', 'Am Handelshafen 12'],
        ],
      ),
    ],
  },
  {
    state: 'hh',
    parliament: { name: 'Hamburgische Bürgerschaft', street: 'Rathausmarkt 1' },
    chancellery: { name: 'Hamburger Rathaus', street: 'Rathausmarkt 1' },
    cities: [
      city(
        'Hamburg',
        'Hamburg',
        [53.5511, 9.9937],
        ['Altona', 'St. Pauli', 'HafenCity', 'Eimsbüttel'],
        [
          ['Elbphilharmonie', 'Platz der Deutschen Einheit 4'],
          ['Millerntor-Stadion', 'Harald-Stender-Platz 1'],
          ['Volksparkstadion', 'Sylvesterallee 7'],
          ['Hamburg Messe', 'Messeplatz 1'],
        ],
        'Universität Hamburg',
      ),
    ],
  },
  {
    state: 'he',
    parliament: { name: 'Hessischer Landtag', street: 'Schlossplatz 1-3' },
    chancellery: { name: 'Hessische Staatskanzlei', street: 'Georg-August-Zinn-Straße 1' },
    cities: [
      city(
        'Wiesbaden',
        'Regierungsbezirk Darmstadt',
        [50.0782, 8.2398],
        ['Mitte', 'Biebrich'],
        [
          ['Statistisches Bundesamt', 'Gustav-Stresemann-Ring 11'],
          ['Kurhaus Wiesbaden', 'Kurhausplatz 1'],
        ],
      ),
      city(
        'Frankfurt am Main',
        'Rhein-Main',
        [50.1109, 8.6821],
        ['Innenstadt', 'Sachsenhausen', 'Bockenheim'],
        [
          ['Messe Frankfurt', 'Ludwig-Erhard-Anlage 1'],
          ['Europäische Zentralbank', 'Sonnemannstraße 20'],
          ['Deutsche Bank Park', 'Mörfelder Landstraße 362'],
        ],
        'Goethe-Universität Frankfurt',
      ),
      city(
        'Kassel',
        'Nordhessen',
        [51.3127, 9.4797],
        ['Mitte', 'Wilhelmshöhe'],
        [
          ['Fridericianum', 'Friedrichsplatz 18'],
          ['Kongress Palais', 'Friedrich-Ebert-Straße 178'],
        ],
        'Universität Kassel',
      ),
    ],
  },
  {
    state: 'mv',
    parliament: { name: 'Landtag Mecklenburg-Vorpommern', street: 'Lennéstraße 1' },
    chancellery: { name: 'Staatskanzlei Mecklenburg-Vorpommern', street: 'Schloßstraße 2-4' },
    cities: [
      city(
        'Schwerin',
        'Westmecklenburg',
        [53.6355, 11.4012],
        ['Altstadt', 'Lankow'],
        [
          ['Schweriner Schloss', 'Lennéstraße 1'],
          ['Mecklenburgisches Staatstheater', 'Alter Garten 2'],
        ],
      ),
      city(
        'Rostock',
        'Region Rostock',
        [54.0924, 12.0991],
        ['Stadtmitte', 'Warnemünde'],
        [
          ['Stadthalle Rostock', 'Südring 90'],
          ['Ostseestadion', 'Kopernikusstraße 17'],
        ],
        'Universität Rostock',
      ),
      city(
        'Stralsund',
        'Vorpommern-Rügen',
        [54.3091, 13.0818],
        ['Altstadt', 'Knieper'],
        [
          ['Ozeaneum', 'Hafenstraße 11'],
          ['Volkswerft Stralsund', 'An der Werft 5'],
        ],
      ),
    ],
  },
  {
    state: 'ni',
    parliament: { name: 'Niedersächsischer Landtag', street: 'Hannah-Arendt-Platz 1' },
    chancellery: { name: 'Niedersächsische Staatskanzlei', street: 'Planckstraße 2' },
    cities: [
      city(
        'Hannover',
        'Region Hannover',
        [52.3759, 9.732],
        ['Mitte', 'Linden', 'List'],
        [
          ['Messegelände Hannover', 'Messegelände'],
          ['Kuppelsaal im HCC', 'Theodor-Heuss-Platz 1-3'],
        ],
        'Leibniz Universität Hannover',
      ),
      city(
        'Wolfsburg',
        'Braunschweig',
        [52.4227, 10.7865],
        ['Stadtmitte', 'Fallersleben'],
        [
          ['Autostadt', 'Stadtbrücke'],
          ['Volkswagen Arena', 'In den Allerwiesen 1'],
        ],
      ),
      city(
        'Oldenburg',
        'Weser-Ems',
        [53.1435, 8.2146],
        ['Innenstadt', 'Eversten'],
        [
          ['Weser-Ems-Halle', 'Europaplatz 12'],
          ['Landesmuseum für Kunst und Kulturgeschichte', 'Schloßplatz 1'],
        ],
        'Carl von Ossietzky Universität Oldenburg',
      ),
      city(
        'Göttingen',
        'Südniedersachsen',
        [51.5413, 9.9158],
        ['Innenstadt', 'Weende'],
        [
          ['Deutsches Theater Göttingen', 'Theaterplatz 11'],
          ['Lokhalle', 'Bahnhofsallee 1b'],
        ],
        'Georg-August-Universität Göttingen',
      ),
    ],
  },
  {
    state: 'nw',
    parliament: { name: 'Landtag Nordrhein-Westfalen', street: 'Platz des Landtags 1' },
    chancellery: { name: 'Staatskanzlei Nordrhein-Westfalen', street: 'Horionplatz 1' },
    cities: [
      city(
        'Düsseldorf',
        'Regierungsbezirk Düsseldorf',
        [51.2277, 6.7735],
        ['Altstadt', 'Oberkassel'],
        [
          ['Messe Düsseldorf', 'Stockumer Kirchstraße 61'],
          ['Tonhalle', 'Ehrenhof 1'],
        ],
        'Heinrich-Heine-Universität Düsseldorf',
      ),
      city(
        'Köln',
        'Regierungsbezirk Köln',
        [50.9375, 6.9603],
        ['Innenstadt', 'Ehrenfeld', 'Deutz'],
        [
          ['Koelnmesse', 'Messeplatz 1'],
          ['RheinEnergieStadion', 'Aachener Straße 999'],
          ['Museum Ludwig', 'Heinrich-Böll-Platz'],
        ],
        'Universität zu Köln',
      ),
      city(
        'Dortmund',
        'Ruhrgebiet',
        [51.5136, 7.4653],
        ['Innenstadt-West', 'Hörde'],
        [
          ['Signal Iduna Park', 'Strobelallee 50'],
          ['Westfalenhallen', 'Rheinlanddamm 200'],
        ],
        'Technische Universität Dortmund',
      ),
      city(
        'Münster',
        'Münsterland',
        [51.9607, 7.6261],
        ['Altstadt', 'Kreuzviertel'],
        [
          ['Historisches Rathaus', 'Prinzipalmarkt 10'],
          ['LWL-Museum für Kunst und Kultur', 'Domplatz 10'],
        ],
        'Universität Münster',
      ),
      city(
        'Bonn',
        'Rhein-Sieg',
        [50.7374, 7.0982],
        ['Zentrum', 'Bad Godesberg'],
        [
          ['Haus der Geschichte', 'Willy-Brandt-Allee 14'],
          ['World Conference Center Bonn', 'Platz der Vereinten Nationen 2'],
        ],
        'Universität Bonn',
      ),
    ],
  },
  {
    state: 'rp',
    parliament: { name: 'Landtag Rheinland-Pfalz', street: 'Platz der Mainzer Republik 1' },
    chancellery: { name: 'Staatskanzlei Rheinland-Pfalz', street: 'Peter-Altmeier-Allee 1' },
    cities: [
      city(
        'Mainz',
        'Rheinhessen',
        [49.9929, 8.2473],
        ['Altstadt', 'Gonsenheim'],
        [
          ['Rheingoldhalle', 'Rheinstraße 66'],
          ['Mewa Arena', 'Eugen-Salomon-Straße 1'],
        ],
        'Johannes Gutenberg-Universität Mainz',
      ),
      city(
        'Ludwigshafen am Rhein',
        'Vorderpfalz',
        [49.4774, 8.4452],
        ['Mitte', 'Oggersheim'],
        [
          ['Pfalzbau', 'Berliner Straße 30'],
          ['BASF-Gesellschaftshaus', 'Carl-Bosch-Straße 38'],
        ],
      ),
      city(
        'Trier',
        'Eifel-Mosel',
        [49.7499, 6.6371],
        ['Mitte', 'Pfalzel'],
        [
          ['Rheinisches Landesmuseum', 'Weimarer Allee 1'],
          ['Europahalle Trier', 'Viehmarktplatz 14'],
        ],
        'Universität Trier',
      ),
    ],
  },
  {
    state: 'sl',
    parliament: { name: 'Landtag des Saarlandes', street: 'Franz-Josef-Röder-Straße 7' },
    chancellery: { name: 'Staatskanzlei des Saarlandes', street: 'Am Ludwigsplatz 14' },
    cities: [
      city(
        'Saarbrücken',
        'Regionalverband Saarbrücken',
        [49.2402, 6.9969],
        ['Mitte', 'St. Johann'],
        [
          ['Congresshalle', 'Hafenstraße 12'],
          ['Saarländisches Staatstheater', 'Schillerplatz 1'],
        ],
        'Universität des Saarlandes',
      ),
      city(
        'Völklingen',
        'Regionalverband Saarbrücken',
        [49.2519, 6.8486],
        ['Innenstadt', 'Wehrden'],
        [['Weltkulturerbe Völklinger Hütte', 'Rathausstraße 75-79']],
      ),
    ],
  },
  {
    state: 'sn',
    parliament: { name: 'Sächsischer Landtag', street: 'Bernhard-von-Lindenau-Platz 1' },
    chancellery: { name: 'Sächsische Staatskanzlei', street: 'Archivstraße 1' },
    cities: [
      city(
        'Dresden',
        'Direktionsbezirk Dresden',
        [51.0504, 13.7373],
        ['Altstadt', 'Neustadt', 'Blasewitz'],
        [
          ['Semperoper', 'Theaterplatz 2'],
          ['Kulturpalast', 'Schloßstraße 2'],
          ['Deutsches Hygiene-Museum', 'Lingnerplatz 1'],
        ],
        'Technische Universität Dresden',
      ),
      city(
        'Leipzig',
        'Direktionsbezirk Leipzig',
        [51.3397, 12.3731],
        ['Zentrum', 'Connewitz', 'Plagwitz'],
        [
          ['Leipziger Messe', 'Messe-Allee 1'],
          ['Gewandhaus', 'Augustusplatz 8'],
          ['Red Bull Arena', 'Am Sportforum 3'],
        ],
        'Universität Leipzig',
      ),
      city(
        'Chemnitz',
        'Direktionsbezirk Chemnitz',
        [50.8278, 12.9214],
        ['Zentrum', 'Kaßberg'],
        [
          ['Stadthalle Chemnitz', 'Theaterstraße 3'],
          ['Kunstsammlungen Chemnitz', 'Theaterplatz 1'],
        ],
        'Technische Universität Chemnitz',
      ),
    ],
  },
  {
    state: 'st',
    parliament: { name: 'Landtag von Sachsen-Anhalt', street: 'Domplatz 6-9' },
    chancellery: { name: 'Staatskanzlei Sachsen-Anhalt', street: 'Hegelstraße 42' },
    cities: [
      city(
        'Magdeburg',
        'Magdeburg',
        [52.1205, 11.6276],
        ['Altstadt', 'Sudenburg'],
        [
          ['Johanniskirche', 'Johannisbergstraße 1'],
          ['GETEC Arena', 'Berliner Chaussee 32'],
        ],
        'Otto-von-Guericke-Universität Magdeburg',
      ),
      city(
        'Halle (Saale)',
        'Saalekreis',
        [51.4969, 11.9688],
        ['Altstadt', 'Neustadt'],
        [
          ['Nationale Akademie der Wissenschaften Leopoldina', 'Jägerberg 1'],
          ['Händel-Haus', 'Große Nikolaistraße 5'],
        ],
        'Martin-Luther-Universität Halle-Wittenberg',
      ),
      city(
        'Lutherstadt Wittenberg',
        'Wittenberg',
        [51.8666, 12.6484],
        ['Altstadt', 'Piesteritz'],
        [
          ['Schlosskirche', 'Schlossplatz 1'],
          ['Lutherhaus', 'Collegienstraße 54'],
        ],
      ),
    ],
  },
  {
    state: 'sh',
    parliament: { name: 'Schleswig-Holsteinischer Landtag', street: 'Düsternbrooker Weg 70' },
    chancellery: { name: 'Staatskanzlei Schleswig-Holstein', street: 'Düsternbrooker Weg 104' },
    cities: [
      city(
        'Kiel',
        'Kiel',
        [54.3233, 10.1228],
        ['Altstadt', 'Gaarden'],
        [
          ['Wunderino Arena', 'Europaplatz 1'],
          ['GEOMAR Helmholtz-Zentrum', 'Wischhofstraße 1-3'],
        ],
        'Christian-Albrechts-Universität zu Kiel',
      ),
      city(
        'Lübeck',
        'Lübeck',
        [53.8655, 10.6866],
        ['Innenstadt', 'Travemünde'],
        [
          ['Musik- und Kongresshalle', 'Willy-Brandt-Allee 10'],
          ['Europäisches Hansemuseum', 'An der Untertrave 1'],
        ],
        'Universität zu Lübeck',
      ),
      city(
        'Flensburg',
        'Schleswig-Flensburg',
        [54.7937, 9.4469],
        ['Altstadt', 'Mürwik'],
        [
          ['Deutsches Haus', 'Friedrich-Ebert-Straße 7'],
          ['Kraftfahrt-Bundesamt', 'Fördestraße 16'],
        ],
      ),
    ],
  },
  {
    state: 'th',
    parliament: { name: 'Thüringer Landtag', street: 'Jürgen-Fuchs-Straße 1' },
    chancellery: { name: 'Thüringer Staatskanzlei', street: 'Regierungsstraße 73' },
    cities: [
      city(
        'Erfurt',
        'Mittelthüringen',
        [50.9787, 11.0328],
        ['Altstadt', 'Krämpfervorstadt'],
        [
          ['Messe Erfurt', 'Gothaer Straße 34'],
          ['Theater Erfurt', 'Theaterplatz 1'],
        ],
        'Universität Erfurt',
      ),
      city(
        'Jena',
        'Saale-Holzland',
        [50.9271, 11.5892],
        ['Zentrum', 'Lobeda'],
        [
          ['Volkshaus Jena', 'Carl-Zeiß-Platz 15'],
          ['Zeiss-Planetarium', 'Am Planetarium 5'],
        ],
        'Friedrich-Schiller-Universität Jena',
      ),
      city(
        'Weimar',
        'Weimarer Land',
        [50.9795, 11.3235],
        ['Altstadt', 'Westvorstadt'],
        [
          ['Deutsches Nationaltheater', 'Theaterplatz 2'],
          ['Bauhaus-Museum', 'Stéphane-Hessel-Platz 1'],
        ],
        'Bauhaus-Universität Weimar',
      ),
    ],
  },
]
