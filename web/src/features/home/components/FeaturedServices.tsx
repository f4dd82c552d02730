import { useTranslation } from 'react-i18next';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { PATHS } from '../../../lib/paths';
import { useDeferredQuery } from '../../../lib/useDeferredQuery';
import { ServiceCard, useServices } from '../../service-catalog';

/** Featured services (SPEC 2): nothing at all when there are none, SPEC 8's text when they fail to load. */
export function FeaturedServices() {
  const { t } = useTranslation();
  const services = useDeferredQuery(useServices({ featured: true }));
  if (services.isPending || (services.isSuccess && services.data.length === 0)) return null;
  return (
    <section aria-labelledby="featured-services" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 sm:py-28">
      <SectionHeading
        id="featured-services"
        eyebrow={t('home.featured.eyebrow')}
        title={t('home.featured.title')}
        action={{ to: PATHS.services, label: t('home.featured.all') }}
      />
      {services.isError ? (
        <p
          role="alert"
          className="rounded-md border border-red-300/30 bg-red-950/20 px-6 py-5 text-sm text-red-200"
        >
          {t('home.featured.error')}
        </p>
      ) : (
        <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {services.data.map((service) => (
            <li key={service.id} className="flex">
              <ServiceCard service={service} withImage headingLevel={3} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
