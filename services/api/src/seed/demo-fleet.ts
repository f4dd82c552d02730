import { vehicleStream, type VehicleFields } from '@chauffeur/contracts';
import { DomainError } from '@chauffeur/platform';
import { addCar, vehicleDecider } from '../../../fleet/index';
import { WrongExpectedVersion, type EventStore } from '@chauffeur/eventstore';
import { handleCommand, type CommandContext } from '@chauffeur/platform';
import { t } from './content/localized';

/**
 * The fleet a new embedded install starts with: one of each type, with images bundled in the web app.
 * Descriptions in en, nl, fr and de (issue 14); the names are the makers' names in every language.
 */
export const DEMO_FLEET: (VehicleFields & { id: string })[] = [
  {
    id: '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d01',
    name: 'Mercedes-Benz E-Class',
    description: t(
      'Business sedan with leather seats, climate control and quiet cabin. Ideal for airport runs and meetings.',
      'Zakelijke sedan met lederen zetels, klimaatregeling en een stil interieur. Ideaal voor luchthavenritten en vergaderingen.',
      'Berline d’affaires avec sièges en cuir, climatisation et habitacle silencieux. Idéale pour les trajets vers l’aéroport et les rendez-vous professionnels.',
      'Business-Limousine mit Ledersitzen, Klimaautomatik und leisem Innenraum. Ideal für Flughafenfahrten und Geschäftstermine.',
    ),
    image_url: '/images/vehicles/mercedes-e-class.svg',
    type: 'standard',
    price_per_km: 2.2,
    max_passengers: 3,
    max_luggage: 3,
  },
  {
    id: '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d02',
    name: 'BMW 7 Series',
    description: t(
      'Long-wheelbase executive saloon with rear-seat comfort package, Wi-Fi and privacy glass.',
      'Luxueuze directiewagen met lange wielbasis, comfortpakket achterin, wifi en getinte ruiten.',
      'Berline de direction à empattement long, avec pack confort aux places arrière, Wi-Fi et vitres teintées.',
      'Repräsentative Limousine mit langem Radstand, Komfortpaket im Fond, WLAN und Privacy-Verglasung.',
    ),
    image_url: '/images/vehicles/bmw-7-series.svg',
    type: 'luxury',
    price_per_km: 3.1,
    max_passengers: 3,
    max_luggage: 3,
  },
  {
    id: '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d03',
    name: 'Mercedes-Benz S-Class',
    description: t(
      'The flagship limousine: reclining rear seats, massage, ambient lighting and chilled water on board.',
      'De vlaggenschiplimousine: verstelbare achterzetels met massagefunctie, sfeerverlichting en gekoeld water aan boord.',
      'La limousine phare\u00a0: sièges arrière inclinables avec massage, éclairage d’ambiance et eau fraîche à bord.',
      'Die Flaggschiff-Limousine: verstellbare Fondsitze mit Massagefunktion, Ambientebeleuchtung und gekühltes Wasser an Bord.',
    ),
    image_url: '/images/vehicles/mercedes-s-class.svg',
    type: 'luxury',
    price_per_km: 3.5,
    max_passengers: 3,
    max_luggage: 2,
  },
  {
    id: '5b1e7c2a-0d4f-4c1e-9a11-0e1a2b3c4d04',
    name: 'Mercedes-Benz V-Class',
    description: t(
      'Spacious executive van with conference seating for families, delegations and generous luggage.',
      'Ruime luxeminibus met zetels in vergaderopstelling, voor gezinnen, delegaties en veel bagage.',
      'Van de direction spacieux avec sièges en configuration conférence, pour les familles, les délégations et les bagages volumineux.',
      'Geräumiger Business-Van mit Konferenzbestuhlung für Familien, Delegationen und reichlich Gepäck.',
    ),
    image_url: '/images/vehicles/mercedes-v-class.svg',
    type: 'van',
    price_per_km: 2.8,
    max_passengers: 7,
    max_luggage: 7,
  },
];

/**
 * One car per demo model (issue 17, decision 145): each model is bookable once at a time, as a small
 * company's fleet would be; the admin adds cars in the vehicle form.
 */
export const DEMO_CARS: { vehicleId: string; id: string; plate: string; colour: string }[] = [
  {
    vehicleId: DEMO_FLEET[0]!.id,
    id: '6c2f8d3b-1e5a-4d2f-8b22-1f2b3c4d5e01',
    plate: '1-CHF-101',
    colour: 'Obsidian black',
  },
  {
    vehicleId: DEMO_FLEET[1]!.id,
    id: '6c2f8d3b-1e5a-4d2f-8b22-1f2b3c4d5e02',
    plate: '1-CHF-102',
    colour: 'Carbon black',
  },
  {
    vehicleId: DEMO_FLEET[2]!.id,
    id: '6c2f8d3b-1e5a-4d2f-8b22-1f2b3c4d5e03',
    plate: '1-CHF-103',
    colour: 'Obsidian black',
  },
  {
    vehicleId: DEMO_FLEET[3]!.id,
    id: '6c2f8d3b-1e5a-4d2f-8b22-1f2b3c4d5e04',
    plate: '1-CHF-104',
    colour: 'Graphite grey',
  },
];

/** Seeds the demo fleet. Fixed ids: two processes seeding at once cannot create it twice. */
export async function seedDemoFleet(eventStore: EventStore, context: CommandContext): Promise<number> {
  let seeded = 0;
  for (const { id: vehicleId, ...fields } of DEMO_FLEET) {
    try {
      await handleCommand(eventStore, {
        stream: vehicleStream(vehicleId),
        decider: vehicleDecider,
        command: { type: 'AddVehicle', vehicleId, fields },
        context,
      });
      seeded += 1;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) && !(error instanceof DomainError)) throw error;
    }
  }
  for (const { vehicleId, id, plate, colour } of DEMO_CARS) {
    try {
      await addCar(
        { eventStore, now: () => new Date() },
        vehicleId,
        id,
        { plate, colour, active: true },
        context,
      );
      seeded += 1;
    } catch (error) {
      if (!(error instanceof WrongExpectedVersion) && !(error instanceof DomainError)) throw error;
    }
  }
  return seeded;
}
