import { SITE } from '../../../lib/site';

/** A legal page in one language: sections of paragraphs and optional bullet lists. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  title: string;
  intro: string;
  sections: LegalSection[];
}

/** The day the texts were last changed (shown on the page, written in the visitor's language). */
export const LEGAL_UPDATED = '2026-11-01';

export const company = SITE.company;
export const contactEmail = SITE.email;
