import type { BlogPostFields } from '@chauffeur/contracts';

/** Blog posts in Markdown; `daysAgo` is the publication date relative to seeding (null: a draft). */
export const DEMO_POSTS: (BlogPostFields & { id: string; daysAgo: number | null })[] = [
  {
    id: '2f7a8c30-5d9e-4f43-9b82-3c4d5e6f7a01',
    daysAgo: 9,
    status: 'active',
    title: 'Brussels Airport without the stress: a chauffeur’s guide to Zaventem',
    slug: 'brussels-airport-guide',
    featured_image: '/images/blog/airport-guide.svg',
    meta_description:
      'How long to allow for the drive to Brussels Airport, where your chauffeur meets you, and what happens when your flight is late.',
    meta_keywords: ['Brussels Airport', 'Zaventem', 'airport transfer', 'chauffeur'],
    content: `Brussels Airport is only twelve kilometres from the Grand-Place, yet the drive can take anywhere between fifteen minutes and an hour. Here is what our chauffeurs have learned from thousands of transfers.

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
  },
  {
    id: '2f7a8c30-5d9e-4f43-9b82-3c4d5e6f7a02',
    daysAgo: 32,
    status: 'active',
    title: 'Summit week in Brussels: moving around when the city closes its streets',
    slug: 'summit-week-brussels',
    featured_image: '/images/blog/summit-week.svg',
    meta_description:
      'European Council summits close whole streets of the European Quarter. How to keep your meetings on time.',
    meta_keywords: ['European Council', 'summit', 'Brussels traffic', 'business travel'],
    content: `Several times a year, heads of state meet at the European Council. For a few days, the neighbourhood around Rond-point Schuman becomes a security zone, and a ten-minute drive can take an hour.

## What changes during a summit

1. **Closed streets:** Rue de la Loi, Rue Belliard and the Schuman roundabout close to traffic, often from the evening before.
2. **Motorcades:** convoys have priority at all times, so even open roads stop for several minutes.
3. **Hotels fill up:** delegations book the rooms near the institutions months in advance.

## Our advice

- Plan meetings **outside the security perimeter** where you can: Avenue Louise and the Sablon are a short walk away.
- Keep a car **at your disposal by the hour** rather than booking single rides: your chauffeur waits nearby and changes the plan with you.
- Share your **accreditation details** with us in advance: our chauffeurs know which checkpoint accepts which badge.

Our [business travel](/services/business-travel) service was designed for exactly these weeks.`,
  },
  {
    id: '2f7a8c30-5d9e-4f43-9b82-3c4d5e6f7a03',
    daysAgo: null,
    status: 'draft',
    title: 'A wedding in a Belgian château: the transport checklist',
    slug: 'wedding-chateau-transport-checklist',
    featured_image: '/images/blog/wedding-checklist.svg',
    meta_description: 'Everything to decide about cars, shuttles and timings for a château wedding.',
    meta_keywords: ['wedding', 'château', 'wedding transport'],
    content: `Draft: checklist for couples planning a wedding outside Brussels.

- Bridal car and the timing of the arrival
- Shuttles for guests between the hotel and the château
- The last shuttle back, and who tells the guests`,
  },
];
