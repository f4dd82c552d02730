import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { GEO_SEARCH_LIMIT, LANGUAGES, placeListSchema, placeSchema } from '@chauffeur/contracts';
import { BELGIUM_BOX, type Geocoder } from '../geocoding/port';
import { HttpProblem } from '@chauffeur/platform';

const langSchema = z.enum(LANGUAGES).default('en');

export const geoSearchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Type at least one character').max(200, 'Must be at most 200 characters'),
  lang: langSchema,
});

/** A coordinate from the query string, within Belgium's rough box. */
const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(32, 'Must be a decimal number')
    .regex(/^-?\d{1,3}(\.\d+)?$/, 'Must be a decimal number')
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `Must be within Belgium (${min} to ${max})`)
        .max(max, `Must be within Belgium (${min} to ${max})`),
    );

export const geoReverseQuerySchema = z.object({
  lat: coordinate(BELGIUM_BOX.minLat, BELGIUM_BOX.maxLat),
  lng: coordinate(BELGIUM_BOX.minLng, BELGIUM_BOX.maxLng),
  lang: langSchema,
});

/**
 * Address search and "use my current location", restricted to Belgium (DESIGN 6 "maps"). A client past the
 * routes' rate limit (public-rate-limit.ts) is answered from the offline gazetteer: Photon or Nominatim
 * are not asked for it, and its address field still gets suggestions (decision 304).
 */
export async function geoRoutes(app: FastifyInstance, deps: { geocoder: Geocoder }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const geocoderFor = (request: FastifyRequest) =>
    request.publicLimitReached ? (deps.geocoder.offline ?? deps.geocoder) : deps.geocoder;

  routes.get(
    '/api/geo/search',
    {
      schema: {
        tags: ['geo'],
        summary: 'Places in Belgium matching a text, best first (at most 8)',
        querystring: geoSearchQuerySchema,
        response: { 200: placeListSchema },
      },
    },
    async (request) => geocoderFor(request).search(request.query.q, request.query.lang, GEO_SEARCH_LIMIT),
  );

  routes.get(
    '/api/geo/reverse',
    {
      // No known place near the position (plugins/problem-responses.ts lists it in the API document).
      config: { problems: [404] },
      schema: {
        tags: ['geo'],
        summary: 'The known place at or nearest to a position in Belgium',
        querystring: geoReverseQuerySchema,
        response: { 200: placeSchema },
      },
    },
    async (request) => {
      const { lat, lng, lang } = request.query;
      const place = await geocoderFor(request).reverse(lat, lng, lang);
      if (!place) throw new HttpProblem(404, 'No known place is near this position.');
      return place;
    },
  );
}
