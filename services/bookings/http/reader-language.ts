import type { FastifyRequest } from 'fastify';
import type { Language } from '@chauffeur/contracts';
import { pageLanguage } from '@chauffeur/platform';

/**
 * Decision 286.1: the language a staff member or chauffeur reads the API's answers in, found as for a page
 * (`?lng`, then the i18next cookie the app keeps with the chosen language, then Accept-Language).
 */
export const readerLanguage = (request: FastifyRequest): Language =>
  pageLanguage(request.url, request.headers.cookie, request.headers['accept-language']);
