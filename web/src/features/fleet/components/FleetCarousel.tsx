import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Carousel } from '../../../components/ui/carousel/Carousel';
import { Notice } from '../../../components/ui/Notice';
import { SectionHeading } from '../../../components/ui/SectionHeading';
import { PATHS } from '../../../lib/paths';
import { useDeferredQuery } from '../../../lib/useDeferredQuery';
import { useVehicles } from '../api/useVehicles';
import { VehicleCard } from './VehicleCard';
import { VehicleCardSkeleton } from './VehicleCardSkeleton';

/** The landing page's fleet carousel (SPEC 2): cheapest per km first, with its failure and empty texts. */
export function FleetCarousel() {
  const { t } = useTranslation();
  const vehicles = useDeferredQuery(useVehicles({ retry: 3, retryDelay: 1000 }));

  let body;
  if (vehicles.isPending) {
    body = (
      <div aria-busy="true" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-8">
        <p role="status" className="sr-only">
          {t('fleet.loading')}
        </p>
        <VehicleCardSkeleton />
        <div className="hidden md:block">
          <VehicleCardSkeleton />
        </div>
        <div className="hidden lg:block">
          <VehicleCardSkeleton />
        </div>
      </div>
    );
  } else if (vehicles.isError) {
    body = (
      <Notice tone="error" title={t('home.fleet.errorTitle')} level={3}>
        <p>{t('home.fleet.errorText')}</p>
      </Notice>
    );
  } else if (vehicles.data.length === 0) {
    body = (
      <Notice tone="info" title={t('home.fleet.empty')} level={3}>
        <Link to={PATHS.fleet} className="btn-outline mt-5">
          {t('home.fleet.viewAll')}
        </Link>
      </Notice>
    );
  } else {
    const cheapestFirst = [...vehicles.data].sort((a, b) => a.price_per_km - b.price_per_km);
    body = (
      <Carousel
        label={t('home.fleet.carouselLabel')}
        items={cheapestFirst}
        itemKey={(vehicle) => vehicle.id}
        renderItem={(vehicle) => <VehicleCard vehicle={vehicle} headingLevel={3} />}
      />
    );
  }

  return (
    <section aria-labelledby="fleet-carousel" className="bg-ink-900/60 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-5 sm:px-8">
        <SectionHeading
          id="fleet-carousel"
          eyebrow={t('home.fleet.eyebrow')}
          title={t('home.fleet.title')}
          action={{ to: PATHS.fleet, label: t('home.fleet.viewAll') }}
        />
        {body}
      </div>
    </section>
  );
}
