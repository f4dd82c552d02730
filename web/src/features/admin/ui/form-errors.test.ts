import { afterEach, describe, expect, it } from 'vitest';
import { blogPostFieldsSchema, chauffeurFieldsSchema, vehicleFieldsSchema } from '@chauffeur/contracts';
import { i18n } from '../../../i18n';
import '../i18n/register';
import { errorFromResponse } from '../../../lib/api/error';
import { issueMessages, serverFieldMessages } from './form-errors';

const t = () => i18n.getFixedT(null, 'admin');
afterEach(() => i18n.changeLanguage('en'));

describe('form errors', () => {
  it('given a vehicle form with no name, when parsed, then the message stands under the name field', () => {
    const parsed = vehicleFieldsSchema.safeParse({
      name: '',
      price_per_km: 2,
      max_passengers: 3,
      max_luggage: 2,
    });
    expect(parsed.success).toBe(false);
    expect(Object.keys(issueMessages(parsed.error!.issues, t()))).toContain('name');
  });

  it('given a chauffeur form with an empty phone, when parsed in German, then it says the phone is required, not which characters it may hold', async () => {
    const parsed = chauffeurFieldsSchema.safeParse({
      name: 'Jean Lemaire',
      phone: '',
      email: 'jean@example.be',
      languages: ['fr'],
      active: true,
    });
    await i18n.changeLanguage('de');
    const messages = issueMessages(parsed.error!.issues, t());
    expect(messages.phone).toBe(i18n.getFixedT('de', 'admin')('formErrors.required'));
    expect(messages.phone).not.toMatch(/Ziffern/);
  });

  it("given a vehicle form with every kind of mistake, when parsed in French or German, then each message is in the admin's language (issue 14)", async () => {
    const parsed = vehicleFieldsSchema.safeParse({
      name: '',
      description: { en: 'x'.repeat(2001), fr: '' },
      image_url: 'not a url',
      price_per_km: 2.345,
      max_passengers: 1.5,
      max_luggage: 61,
    });
    await i18n.changeLanguage('fr');
    expect(issueMessages(parsed.error!.issues, t())).toEqual({
      name: 'Ce champ est obligatoire.',
      description: '2000 caractères au maximum.',
      // A translation's error stands under that language's field (issue 14).
      'description.fr': 'Ce champ est obligatoire.',
      image_url: 'Saisissez une adresse web (https://…) ou un chemin de ce site (/…).',
      price_per_km: '2 décimales au maximum.',
      max_passengers: 'Saisissez un nombre entier.',
      max_luggage: 'Au plus 60.',
      type: 'Choisissez l’une des options.',
    });
    await i18n.changeLanguage('de');
    const blog = blogPostFieldsSchema.safeParse({
      title: { en: 'A\u202etitle' },
      slug: 'Not A Slug',
      content: { en: 'ok', nl: '[x](javascript:void)' },
      status: 'active',
    });
    expect(issueMessages(blog.error!.issues, t())).toEqual({
      title: 'Entfernen Sie die unsichtbaren Steuer- oder Textrichtungszeichen.',
      slug: 'Nur Kleinbuchstaben, Ziffern und einzelne Bindestriche verwenden.',
      'content.nl':
        'Diese Links sind nicht erlaubt (javascript:void): verwenden Sie /eine-seite, #ein-teil, https://, mailto: oder tel:.',
    });
  });

  it('given a 400 problem naming body fields, when read, then each message stands under its form field', () => {
    const error = errorFromResponse(
      400,
      JSON.stringify({
        type: 'about:blank',
        title: 'Bad Request',
        status: 400,
        detail: 'Invalid request',
        errors: [
          { field: 'body.slug', message: 'This slug is already used' },
          { field: 'body.description.en', message: 'Description is required' },
          { field: 'body.description.de', message: 'Description must be at most 2000 characters' },
        ],
      }),
    );
    expect(serverFieldMessages(error)).toEqual({
      slug: 'This slug is already used',
      description: 'Description is required',
      'description.de': 'Description must be at most 2000 characters',
    });
  });

  it('given an error that is not an API answer, when read, then no field has a message', () => {
    expect(serverFieldMessages(new TypeError('failed to fetch'))).toEqual({});
  });
});
