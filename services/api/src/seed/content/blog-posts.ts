import type { BlogPostFields } from '@chauffeur/contracts';
import { t } from './localized';

/**
 * Blog posts in Markdown, each text in en, nl, fr and de (issue 14: a visitor reading the site in French
 * meets no English sentence); `daysAgo` is the publication date relative to seeding (null: a draft).
 * Place names follow the language (Brussel-Zuid, Bruxelles-Midi, Brüssel-Süd); street names are French,
 * as the Brussels signs show them first. Keywords are one list for every language (the post page shows
 * them as they are), so the demo uses names that read the same in all four.
 */
export const DEMO_POSTS: (BlogPostFields & { id: string; daysAgo: number | null })[] = [
  {
    id: '2f7a8c30-5d9e-4f43-9b82-3c4d5e6f7a01',
    daysAgo: 9,
    status: 'active',
    title: t(
      'Brussels Airport without the stress: a chauffeur’s guide to Zaventem',
      'Brussels Airport zonder stress: de gids van een chauffeur voor Zaventem',
      'Brussels Airport sans stress\u00a0: le guide d’un chauffeur pour Zaventem',
      'Brussels Airport ohne Stress: der Zaventem-Leitfaden eines Chauffeurs',
    ),
    slug: 'brussels-airport-guide',
    featured_image: '/images/blog/airport-guide.svg',
    meta_description: t(
      'How long to allow for the drive to Brussels Airport, where your chauffeur meets you, and what happens when your flight is late.',
      'Hoeveel tijd u moet rekenen voor de rit naar Brussels Airport, waar uw chauffeur u opwacht en wat er gebeurt als uw vlucht vertraging heeft.',
      'Combien de temps prévoir pour rejoindre Brussels Airport, où votre chauffeur vous attend et ce qui se passe quand votre vol a du retard.',
      'Wie viel Zeit Sie für die Fahrt zum Brussels Airport einplanen sollten, wo Ihr Chauffeur Sie empfängt und was passiert, wenn Ihr Flug Verspätung hat.',
    ),
    meta_keywords: ['Brussels Airport', 'Zaventem', 'BRU', 'chauffeur'],
    content: t(
      `Brussels Airport is only twelve kilometres from the Grand-Place, yet the drive can take anywhere between fifteen minutes and an hour. Here is what our chauffeurs have learned from thousands of transfers.

## How long to allow

- **Early morning (5–7 a.m.):** 20 minutes from the city centre.
- **Rush hour (7–10 a.m. and 4–7 p.m.):** allow 45 minutes; the Ring around Brussels is the bottleneck.
- **Summit days in the European Quarter:** add another 20 minutes, as streets around Schuman close at short notice.

We plan every departure with these margins, so you reach check-in relaxed rather than rushed.

## Where we meet you

On arrival, your chauffeur waits in the public arrivals hall, just after customs, with a name board. If you prefer discretion, we show only a reference instead of your name: just tell us when you book.

## When your flight is late

We follow your flight number in real time. If you land late, your chauffeur simply arrives later: waiting time caused by a delay is **never charged**.

> A transfer is not about the car. It is about arriving with your head clear for what comes next.

Ready to travel? See our [airport transfers](/services/airport-transfers) or book your ride online in under a minute.`,
      `Brussels Airport ligt amper twaalf kilometer van de Grote Markt, maar de rit kan een kwartier tot een uur duren. Dit hebben onze chauffeurs geleerd uit duizenden transfers.

## Hoeveel tijd u moet rekenen

- **Vroeg in de ochtend (5–7 uur):** 20 minuten vanuit het stadscentrum.
- **Spitsuur (7–10 uur en 16–19 uur):** reken op 45 minuten; de Ring rond Brussel is de flessenhals.
- **Topdagen in de Europese wijk:** tel er nog 20 minuten bij, want de straten rond Schuman gaan vaak op korte termijn dicht.

We plannen elk vertrek met die marges, zodat u ontspannen en niet gehaast aan de incheckbalie staat.

## Waar we u opwachten

Bij aankomst wacht uw chauffeur in de openbare aankomsthal, net na de douane, met een naambord. Verkiest u discretie, dan tonen we alleen een referentie in plaats van uw naam: zeg het ons gewoon bij het boeken.

## Als uw vlucht vertraging heeft

We volgen uw vluchtnummer in real time. Landt u later, dan komt uw chauffeur gewoon later: wachttijd door vertraging wordt **nooit aangerekend**.

> Bij een transfer draait het niet om de auto. Het draait erom dat u aankomt met een helder hoofd voor wat volgt.

Klaar om te vertrekken? Bekijk onze [luchthaventransfers](/services/airport-transfers) of boek uw rit online in minder dan een minuut.`,
      `Brussels Airport n’est qu’à douze kilomètres de la Grand-Place, et pourtant le trajet peut prendre entre un quart d’heure et une heure. Voici ce que nos chauffeurs ont appris en des milliers de transferts.

## Combien de temps prévoir

- **Tôt le matin (5 h – 7 h)\u00a0:** 20 minutes depuis le centre-ville.
- **Heures de pointe (7 h – 10 h et 16 h – 19 h)\u00a0:** comptez 45 minutes\u00a0; le Ring autour de Bruxelles est le goulet d’étranglement.
- **Jours de sommet au quartier européen\u00a0:** ajoutez encore 20 minutes, car les rues autour de Schuman ferment souvent à bref délai.

Nous planifions chaque départ avec ces marges, pour que vous arriviez à l’enregistrement détendu plutôt que pressé.

## Où nous vous accueillons

À votre arrivée, votre chauffeur vous attend dans le hall public des arrivées, juste après la douane, avec une pancarte à votre nom. Si vous préférez la discrétion, nous n’affichons qu’une référence à la place de votre nom\u00a0: il suffit de nous le dire lors de la réservation.

## Quand votre vol a du retard

Nous suivons votre numéro de vol en temps réel. Si vous atterrissez plus tard, votre chauffeur arrive simplement plus tard\u00a0: l’attente due à un retard n’est **jamais facturée**.

> Un transfert, ce n’est pas une question de voiture. C’est arriver l’esprit libre pour ce qui vous attend ensuite.

Prêt à partir\u00a0? Découvrez nos [transferts aéroport](/services/airport-transfers) ou réservez votre trajet en ligne en moins d’une minute.`,
      `Der Brussels Airport liegt nur zwölf Kilometer vom Grand-Place entfernt, und doch kann die Fahrt zwischen einer Viertelstunde und einer Stunde dauern. Das haben unsere Chauffeure aus Tausenden von Transfers gelernt.

## Wie viel Zeit Sie einplanen sollten

- **Frühmorgens (5–7 Uhr):** 20 Minuten ab der Innenstadt.
- **Hauptverkehrszeit (7–10 Uhr und 16–19 Uhr):** rechnen Sie mit 45 Minuten; der Ring um Brüssel ist der Engpass.
- **Gipfeltage im Europaviertel:** planen Sie weitere 20 Minuten ein, denn die Straßen rund um Schuman werden oft kurzfristig gesperrt.

Wir planen jede Abfahrt mit diesen Puffern, damit Sie entspannt statt gehetzt am Check-in ankommen.

## Wo wir Sie empfangen

Bei Ihrer Ankunft wartet Ihr Chauffeur in der öffentlichen Ankunftshalle, gleich nach dem Zoll, mit einem Namensschild. Wünschen Sie Diskretion, zeigen wir statt Ihres Namens nur eine Referenz: Sagen Sie es uns einfach bei der Buchung.

## Wenn Ihr Flug Verspätung hat

Wir verfolgen Ihre Flugnummer in Echtzeit. Landen Sie später, kommt Ihr Chauffeur einfach später: Wartezeit wegen einer Verspätung wird **nie berechnet**.

> Bei einem Transfer geht es nicht um das Auto. Es geht darum, mit klarem Kopf für das Kommende anzukommen.

Bereit für die Reise? Entdecken Sie unsere [Flughafentransfers](/services/airport-transfers) oder buchen Sie Ihre Fahrt online in weniger als einer Minute.`,
    ),
  },
  {
    id: '2f7a8c30-5d9e-4f43-9b82-3c4d5e6f7a02',
    daysAgo: 32,
    status: 'active',
    title: t(
      'Summit week in Brussels: moving around when the city closes its streets',
      'Week van de Europese top in Brussel: vlot op weg als de stad haar straten afsluit',
      'Semaine de sommet à Bruxelles\u00a0: se déplacer quand la ville ferme ses rues',
      'Gipfelwoche in Brüssel: mobil bleiben, wenn die Stadt ihre Straßen sperrt',
    ),
    slug: 'summit-week-brussels',
    featured_image: '/images/blog/summit-week.svg',
    meta_description: t(
      'European Council summits close whole streets of the European Quarter. How to keep your meetings on time.',
      'Europese toppen sluiten hele straten van de Europese wijk af. Zo blijven uw vergaderingen op schema.',
      'Les sommets du Conseil européen ferment des rues entières du quartier européen. Comment rester à l’heure à vos rendez-vous.',
      'Gipfel des Europäischen Rates sperren ganze Straßen im Europaviertel. So bleiben Ihre Termine pünktlich.',
    ),
    meta_keywords: ['Schuman', 'Rue de la Loi', 'Avenue Louise', 'Sablon'],
    content: t(
      `Several times a year, heads of state meet at the European Council. For a few days, the neighbourhood around Rond-point Schuman becomes a security zone, and a ten-minute drive can take an hour.

## What changes during a summit

1. **Closed streets:** Rue de la Loi, Rue Belliard and the Schuman roundabout close to traffic, often from the evening before.
2. **Motorcades:** convoys have priority at all times, so even open roads stop for several minutes.
3. **Hotels fill up:** delegations book the rooms near the institutions months in advance.

## Our advice

- Plan meetings **outside the security perimeter** where you can: Avenue Louise and the Sablon are a short walk away.
- Keep a car **at your disposal by the hour** rather than booking single rides: your chauffeur waits nearby and changes the plan with you.
- Share your **accreditation details** with us in advance: our chauffeurs know which checkpoint accepts which badge.

Our [business travel](/services/business-travel) service was designed for exactly these weeks.`,
      `Meermaals per jaar komen staatshoofden en regeringsleiders samen in de Europese Raad. Een paar dagen lang wordt de buurt rond het Schumanplein een veiligheidszone, en een rit van tien minuten kan een uur duren.

## Wat er verandert tijdens een top

1. **Afgesloten straten:** de Wetstraat, de Belliardstraat en het Schumanplein gaan dicht voor het verkeer, vaak al de avond voordien.
2. **Colonnes:** konvooien hebben altijd voorrang, dus ook open wegen liggen soms minutenlang stil.
3. **Volgeboekte hotels:** delegaties reserveren de kamers bij de instellingen maanden op voorhand.

## Ons advies

- Plan vergaderingen waar mogelijk **buiten de veiligheidsperimeter**: de Louizalaan en de Zavel liggen op wandelafstand.
- Houd een wagen **per uur ter beschikking** in plaats van losse ritten te boeken: uw chauffeur wacht vlakbij en past het plan samen met u aan.
- Bezorg ons uw **accreditatiegegevens** op voorhand: onze chauffeurs weten welke controlepost welke badge aanvaardt.

Onze dienst [zakenreizen](/services/business-travel) is precies voor zulke weken ontworpen.`,
      `Plusieurs fois par an, les chefs d’État et de gouvernement se réunissent au Conseil européen. Pendant quelques jours, le quartier du rond-point Schuman devient une zone de sécurité, et un trajet de dix minutes peut prendre une heure.

## Ce qui change pendant un sommet

1. **Rues fermées\u00a0:** la rue de la Loi, la rue Belliard et le rond-point Schuman sont fermés à la circulation, souvent dès la veille au soir.
2. **Cortèges officiels\u00a0:** les convois ont toujours la priorité, si bien que même les routes ouvertes s’arrêtent plusieurs minutes.
3. **Hôtels complets\u00a0:** les délégations réservent les chambres proches des institutions des mois à l’avance.

## Nos conseils

- Organisez vos réunions **hors du périmètre de sécurité** quand c’est possible\u00a0: l’avenue Louise et le Sablon sont à quelques minutes à pied.
- Gardez une voiture **à disposition à l’heure** plutôt que de réserver des trajets isolés\u00a0: votre chauffeur attend à proximité et adapte le programme avec vous.
- Communiquez-nous vos **données d’accréditation** à l’avance\u00a0: nos chauffeurs savent quel point de contrôle accepte quel badge.

Notre service [voyages d’affaires](/services/business-travel) a été conçu précisément pour ces semaines-là.`,
      `Mehrmals im Jahr treffen sich die Staats- und Regierungschefs im Europäischen Rat. Für einige Tage wird das Viertel rund um den Rond-point Schuman zur Sicherheitszone, und eine Fahrt von zehn Minuten kann eine Stunde dauern.

## Was sich während eines Gipfels ändert

1. **Gesperrte Straßen:** Rue de la Loi, Rue Belliard und der Schuman-Kreisverkehr werden für den Verkehr gesperrt, oft schon ab dem Vorabend.
2. **Kolonnen:** Konvois haben jederzeit Vorrang, sodass selbst offene Straßen mehrere Minuten stillstehen.
3. **Ausgebuchte Hotels:** Delegationen reservieren die Zimmer nahe den Institutionen Monate im Voraus.

## Unser Rat

- Legen Sie Termine nach Möglichkeit **außerhalb des Sicherheitsbereichs**: Avenue Louise und Sablon sind nur wenige Gehminuten entfernt.
- Buchen Sie einen Wagen **stundenweise zur Verfügung** statt einzelner Fahrten: Ihr Chauffeur wartet in der Nähe und passt den Plan mit Ihnen an.
- Teilen Sie uns Ihre **Akkreditierungsdaten** im Voraus mit: Unsere Chauffeure wissen, welcher Kontrollpunkt welchen Ausweis akzeptiert.

Unser Service [Geschäftsreisen](/services/business-travel) wurde genau für solche Wochen entwickelt.`,
    ),
  },
  {
    id: '2f7a8c30-5d9e-4f43-9b82-3c4d5e6f7a03',
    daysAgo: null,
    status: 'draft',
    title: t(
      'A wedding in a Belgian château: the transport checklist',
      'Trouwen in een Belgisch kasteel: de checklist voor het vervoer',
      'Un mariage dans un château belge\u00a0: la check-list du transport',
      'Hochzeit in einem belgischen Schloss: die Checkliste für den Transport',
    ),
    slug: 'wedding-chateau-transport-checklist',
    featured_image: '/images/blog/wedding-checklist.svg',
    meta_description: t(
      'Everything to decide about cars, shuttles and timings for a château wedding.',
      'Alles wat u moet beslissen over wagens, pendelritten en timing voor een huwelijk in een kasteel.',
      'Tout ce qu’il faut décider sur les voitures, les navettes et les horaires pour un mariage au château.',
      'Alles, was Sie zu Autos, Shuttles und Zeitplan für eine Schlosshochzeit entscheiden müssen.',
    ),
    meta_keywords: ['château', 'chauffeur'],
    content: t(
      `Draft: checklist for couples planning a wedding outside Brussels.

- Bridal car and the timing of the arrival
- Shuttles for guests between the hotel and the château
- The last shuttle back, and who tells the guests`,
      `Ontwerp: checklist voor koppels die een huwelijk buiten Brussel plannen.

- De bruidswagen en het tijdstip van aankomst
- Pendelritten voor de gasten tussen het hotel en het kasteel
- De laatste pendelrit terug, en wie de gasten verwittigt`,
      `Brouillon\u00a0: check-list pour les couples qui préparent un mariage en dehors de Bruxelles.

- La voiture des mariés et l’heure d’arrivée
- Les navettes des invités entre l’hôtel et le château
- La dernière navette du retour, et qui prévient les invités`,
      `Entwurf: Checkliste für Paare, die eine Hochzeit außerhalb Brüssels planen.

- Das Brautauto und der Zeitpunkt der Ankunft
- Shuttles für die Gäste zwischen Hotel und Schloss
- Das letzte Shuttle zurück, und wer die Gäste informiert`,
    ),
  },
];
