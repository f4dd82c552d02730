import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/Notice';
import { PageIntro } from '../../../components/ui/PageIntro';
import { useReviews } from '../../reviews';
import { useServices } from '../api/useServices';
import { RatingSummary } from './RatingSummary';
import { ServiceCard } from './ServiceCard';
import { WhyChooseUs } from './WhyChooseUs';

function ServiceList() {
  const { t } = useTranslation();
  const services = useServices();
  if (services.isPending) {
    return (
      <div aria-busy="true" className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        <p role="status" className="sr-only">
          {t('services.loading')}
        </p>
        {[0, 1, 2].map((index) => (
          <div key={index} aria-hidden="true" className="skeleton h-72 rounded-md" />
        ))}
      </div>
    );
  }
  if (services.isError) return <Notice tone="error" title={t('services.error')} />;
  if (services.data.length === 0) return <Notice tone="info" title={t('services.empty')} />;
  return (
    // A last row with fewer cards sits in the middle rather than leaving holes on the right.
    <ul className="flex flex-wrap justify-center gap-8">
      {services.data.map((service) => (
        <li key={service.id} className="flex w-full md:w-[calc(50%-1rem)] lg:w-[calc((100%-4rem)/3)]">
          <ServiceCard service={service} />
        </li>
      ))}
    </ul>
  );
}

/** /services: every service, the approved-review rating in the header, and why choose us (SPEC 2). */
export function ServicesPage() {
  const { t } = useTranslation();
  // The same query as the landing carousel: its summary covers every approved review.
  const reviews = useReviews(6);
  return (
    <section className="mx-auto max-w-7xl px-5 py-16 sm:px-8 sm:py-24">
      <div className="text-center">
        <PageIntro title={t('services.title')}>
          <p>{t('services.intro')}</p>
        </PageIntro>
        <RatingSummary summary={reviews.data?.summary} />
      </div>
      <div className="mt-14 sm:mt-16">
        <ServiceList />
      </div>
      <WhyChooseUs />
    </section>
  );
}
