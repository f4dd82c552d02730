import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSlug, type Service } from '@chauffeur/contracts';
import { CheckIcon } from '../../../components/ui/icons';
import { PATHS } from '../../../lib/paths';
import { useDocumentMeta } from '../../../lib/useDocumentMeta';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useFormat } from '../../../lib/useFormat';
import { SlugPage } from '../../../components/ui/SlugPage';
import { useService } from '../api/useServices';
import { useZoneFares } from '../api/useZoneFares';
import { PlanPrice } from './PlanPrice';
import { ServiceIconBadge } from './ServiceIcon';

function TextList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="font-display text-3xl font-semibold text-ivory">{title}</h2>
      <ul className="mt-6 grid gap-3 lg:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3 text-stone-200">
            <CheckIcon className="mt-0.5 h-5 w-5 shrink-0 text-gold-400" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ServiceDetail({ service }: { service: Service }) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = format.text(service.title);
  const short = format.text(service.short_description);
  useDocumentTitle(title);
  useDocumentMeta({ description: short });
  const fares = useZoneFares(service.pricing_plans.some((plan) => plan.route !== undefined));
  return (
    <article>
      <header className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div>
          <ServiceIconBadge icon={service.icon} />
          <h1 className="mt-6 font-display text-4xl leading-tight font-semibold text-balance text-ivory sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-stone-300">{short}</p>
          <Link to={PATHS.reservation} className="btn-gold mt-8">
            {t('services.detail.book')}
          </Link>
        </div>
        <img
          src={service.image_url}
          alt={title}
          width={960}
          height={540}
          className="aspect-[16/9] w-full rounded-md border border-white/10 object-cover"
        />
      </header>
      <p className="mt-16 max-w-3xl font-display text-2xl leading-relaxed text-ivory">
        {format.text(service.full_description)}
      </p>
      {/* SPEC 2's order: Benefits, then Pricing Plans, then Features. */}
      <div className="mt-16 space-y-20">
        <TextList title={t('services.detail.benefits')} items={service.benefits.map(format.text)} />
        {service.pricing_plans.length > 0 ? (
          <section>
            <h2 className="font-display text-3xl font-semibold text-ivory">
              {t('services.detail.pricingPlans')}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {service.pricing_plans.map((plan) => (
                <li key={plan.name.en} className="rounded-md border border-gold-500/25 bg-ink-900 p-7">
                  <h3 className="text-sm font-semibold tracking-[0.18em] text-gold-300 uppercase">
                    {format.text(plan.name)}
                  </h3>
                  <PlanPrice plan={plan} fares={fares} />
                  <p className="mt-3 text-sm leading-relaxed text-stone-300">
                    {format.text(plan.description)}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <TextList title={t('services.detail.features')} items={service.features.map(format.text)} />
      </div>
    </article>
  );
}

/** /services/{slug} with 'Invalid service URL' and 'Service not found' (SPEC 2). */
export function ServiceDetailPage() {
  const { t } = useTranslation();
  const { slug } = useParams();
  const valid = isSlug(slug);
  const service = useService(valid ? slug : null);
  return (
    <SlugPage
      backTo={PATHS.services}
      validSlug={valid}
      query={service}
      texts={{
        back: t('services.detail.back'),
        invalid: t('services.detail.invalid'),
        invalidText: t('services.detail.invalidText'),
        notFound: t('services.detail.notFound'),
        notFoundText: t('services.detail.notFoundText'),
        loading: t('services.detail.loading'),
        error: t('services.detail.error'),
      }}
    >
      {(data) => <ServiceDetail service={data} />}
    </SlugPage>
  );
}
