import type { BlogPost, Review, Service, Stat, Vehicle } from '@chauffeur/contracts';

const at = '2026-01-01T00:00:00.000Z';
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const service = (n: number, overrides: Partial<Service> = {}): Service => ({
  id: id(n),
  revision: 0,
  created_at: at,
  updated_at: at,
  slug: `service-${n}`,
  title: { en: `Service ${n}`, fr: `Service ${n} (fr)` },
  short_description: { en: `Short ${n}` },
  full_description: { en: `Full ${n}` },
  image_url: `/images/services/service-${n}.svg`,
  icon: 'Car',
  is_featured: true,
  benefits: [{ en: 'Flight tracking' }],
  pricing_plans: [
    { name: { en: 'Brussels Airport (BRU)' }, price: 85, description: { en: 'From the centre' } },
  ],
  features: [{ en: 'Name board' }],
  ...overrides,
});

export const review = (n: number, overrides: Partial<Review> = {}): Review => ({
  id: id(100 + n),
  name: `Client ${n}`,
  rating: 5,
  comment: `Comment ${n}`,
  date: `2026-0${Math.min(n, 9)}-01`,
  ...overrides,
});

export const stat = (n: number, overrides: Partial<Stat> = {}): Stat => ({
  id: id(200 + n),
  icon: 'users',
  value: 12000,
  suffix: '+',
  label: { en: 'Satisfied clients', nl: 'Tevreden klanten' },
  created_at: at,
  ...overrides,
});

export const post = (n: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: id(300 + n),
  revision: 0,
  title: { en: `Post ${n}` },
  slug: `post-${n}`,
  content: { en: `Body of post ${n}` },
  meta_description: { en: `About post ${n}` },
  meta_keywords: ['brussels'],
  featured_image: null,
  status: 'active',
  published_at: at,
  created_at: at,
  updated_at: at,
  ...overrides,
});

export const vehicle = (n: number, overrides: Partial<Vehicle> = {}): Vehicle => ({
  id: id(400 + n),
  revision: 0,
  name: `Vehicle ${n}`,
  description: { en: `Description ${n}` },
  image_url: '/images/vehicles/mercedes-e-class.svg',
  type: 'standard',
  price_per_km: n,
  max_passengers: 3,
  max_luggage: 2,
  created_at: at,
  updated_at: at,
  ...overrides,
});
