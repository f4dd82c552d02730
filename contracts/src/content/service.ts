import { z } from 'zod';
import { localizedTextSchema, moneySchema, slugSchema } from '../common/text';
import { imageUrlSchema } from '../vehicles/vehicle';

/** The icons a service may show (SPEC 3); a service without one shows the car. */
export const SERVICE_ICONS = ['Plane', 'Car', 'GraduationCap', 'PartyPopper', 'Building2'] as const;
export const serviceIconSchema = z.enum(SERVICE_ICONS);
export type ServiceIcon = z.infer<typeof serviceIconSchema>;

export const pricingPlanSchema = z
  .object({
    name: localizedTextSchema('Plan name', 80),
    /** A price written on the page; none when the plan names a route (its price is the fare table's). */
    price: moneySchema('Plan price').optional(),
    /**
     * The zone pair whose fixed fares this plan shows (issue 17): the page reads the cheapest model's price
     * from the same table as the quote, so a page and the wizard never disagree.
     */
    route: z.object({ zone_ids: z.tuple([z.uuid(), z.uuid()]) }).optional(),
    description: localizedTextSchema('Plan description', 500),
  })
  .refine((plan) => plan.price !== undefined || plan.route !== undefined, {
    message: 'A plan has a price or a route',
    path: ['price'],
  });
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** What the company writes about one service (SPEC 3), each text in the interface languages. */
export const serviceFieldsSchema = z.object({
  slug: slugSchema,
  title: localizedTextSchema('Title', 120),
  short_description: localizedTextSchema('Short description', 300),
  full_description: localizedTextSchema('Full description', 5000),
  image_url: imageUrlSchema,
  icon: serviceIconSchema.default('Car'),
  is_featured: z.boolean().default(false),
  benefits: z.array(localizedTextSchema('Benefit', 200)).max(20).default([]),
  pricing_plans: z.array(pricingPlanSchema).max(10).default([]),
  features: z.array(localizedTextSchema('Feature', 200)).max(20).default([]),
});
export type ServiceFields = z.output<typeof serviceFieldsSchema>;
export type ServiceFieldsInput = z.input<typeof serviceFieldsSchema>;

/** A service as the public pages read it. */
export const serviceSchema = serviceFieldsSchema.extend({
  id: z.uuid(),
  revision: z.number().int().nonnegative(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Service = z.infer<typeof serviceSchema>;

export const serviceListSchema = z.object({ items: z.array(serviceSchema) });
export type ServiceList = z.infer<typeof serviceListSchema>;
