import type { TFunction } from 'i18next';
import { zoneFieldsSchema, type Language, type Zone, type ZoneFields } from '@chauffeur/contracts';
import { ApiError } from '../../../lib/api';
import { fieldOf, issueMessages } from '../ui/form-errors';
import {
  emptyTranslations,
  localizedField,
  translationsOf,
  type TranslationLanguage,
  type Translations,
} from '../ui/translations';
import { decimalText, typedDecimal } from '../ui/decimals';
import { CORNER_LINE } from './zone-corners';
import type { ZonePlaces } from './zone-place';

/** The zone's name is the one text translated (decision 269): visitors read it beside a fixed price. */
const TRANSLATED = ['name'] as const;

/** The zone form's values as typed (numbers as text, corners as "lat, lng" lines). */
export type ZoneForm = {
  /** The default name (English, required). */
  name: string;
  /** The fr, nl and de names, blank for none (visitors of that language then read the default). */
  translations: Translations<(typeof TRANSLATED)[number]>;
  kind: 'circle' | 'polygon';
  place_id: string;
  lat: string;
  lng: string;
  radius_km: string;
  corners: string;
};
export type ZoneFormField = 'name' | `name.${TranslationLanguage}` | 'lat' | 'lng' | 'radius_km' | 'corners';

export const EMPTY_ZONE_FORM: ZoneForm = {
  name: '',
  translations: emptyTranslations(TRANSLATED),
  kind: 'circle',
  place_id: '',
  lat: '',
  lng: '',
  radius_km: '',
  corners: '',
};

/** The form of a saved zone; the radius as the page's language writes it (1,5 in French). */
export function zoneToForm(zone: Zone, language: Language): ZoneForm {
  const { shape } = zone;
  return shape.kind === 'circle'
    ? {
        ...EMPTY_ZONE_FORM,
        name: zone.name.en,
        translations: translationsOf(TRANSLATED, zone),
        place_id: shape.place_id ?? '',
        lat: String(shape.center.lat),
        lng: String(shape.center.lng),
        radius_km: decimalText(shape.radius_km, language),
      }
    : {
        ...EMPTY_ZONE_FORM,
        name: zone.name.en,
        translations: translationsOf(TRANSLATED, zone),
        kind: 'polygon',
        corners: shape.points.map((p) => `${p.lat}, ${p.lng}`).join('\n'),
      };
}

const num = (text: string) => (text.trim() === '' ? undefined : typedDecimal(text));

/** "lat, lng" per line (blank lines skipped); the 1-based number of the first line that is not one. */
export function parseCorners(text: string): { points: { lat: number; lng: number }[] } | { badLine: number } {
  const points: { lat: number; lng: number }[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const match = CORNER_LINE.exec(line);
    if (!match) return { badLine: index + 1 };
    points.push({ lat: Number(match[1]), lng: Number(match[2]) });
  }
  return { points };
}

/**
 * The form field a schema or server issue path names (`shape.center.lat` is the Latitude box, `name.fr`
 * the French name's).
 */
export function zoneFieldOf(path: readonly PropertyKey[]): ZoneFormField {
  const parts = path.map(String);
  if (parts[0] === 'name') return fieldOf(parts) as ZoneFormField;
  if (parts.includes('points')) return 'corners';
  if (parts.includes('radius_km')) return 'radius_km';
  if (parts.includes('lng')) return 'lng';
  return parts.includes('lat') ? 'lat' : 'corners';
}

/** The form checked by the contracts' own schema: the fields to send, or messages by form field. */
export function checkZoneForm(
  form: ZoneForm,
  t: TFunction<'admin'>,
): { fields: ZoneFields } | { errors: Partial<Record<ZoneFormField, string>> } {
  let shape: unknown;
  if (form.kind === 'polygon') {
    const corners = parseCorners(form.corners);
    if ('badLine' in corners)
      return { errors: { corners: t('fares.cornersInvalid', { line: corners.badLine }) } };
    shape = { kind: 'polygon', points: corners.points };
  } else {
    shape = {
      kind: 'circle',
      place_id: form.place_id.trim() === '' ? null : form.place_id.trim(),
      center: { lat: num(form.lat), lng: num(form.lng) },
      radius_km: num(form.radius_km),
    };
  }
  const name = localizedField(form.name, form.translations, 'name');
  const parsed = zoneFieldsSchema.safeParse({ name, shape });
  if (parsed.success) return { fields: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: [zoneFieldOf(issue.path)] }));
  return { errors: issueMessages(issues, t) };
}

/** The server's 400 messages (`body.shape.radius_km`) by form field; none for any other error. */
export const serverZoneMessages = (error: unknown): Partial<Record<ZoneFormField, string>> =>
  error instanceof ApiError
    ? Object.fromEntries(
        error.fieldErrors.map((f) => [zoneFieldOf(f.field.replace(/^body\./, '').split('.')), f.message]),
      )
    : {};

/** What the zones list says of a zone's size: "2 km around Grand Place" or "8 corners". */
export const zoneSize = (
  zone: Zone,
  t: TFunction<'admin'>,
  language: Language,
  zonePlaceName: ZonePlaces['zonePlaceName'],
) =>
  zone.shape.kind === 'polygon'
    ? t('fares.polygonSize', { count: zone.shape.points.length })
    : zone.shape.place_id
      ? t('fares.circleSize', {
          radius: decimalText(zone.shape.radius_km, language),
          place: zonePlaceName(zone.shape.place_id, language),
        })
      : t('fares.circleSizeNoPlace', { radius: decimalText(zone.shape.radius_km, language) });
