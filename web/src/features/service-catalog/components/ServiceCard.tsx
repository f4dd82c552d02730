import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Service } from '@chauffeur/contracts';
import { ArrowRightIcon } from '../../../components/ui/icons';
import { servicePath } from '../../../lib/paths';
import { useFormat } from '../../../lib/useFormat';
import { ServiceIconBadge } from './ServiceIcon';

interface Props {
  service: Service;
  /** Landing cards show the service's picture above the text. */
  withImage?: boolean;
  headingLevel?: 2 | 3;
}

/** One service: icon, title, short description and Learn More (SPEC 2). */
export function ServiceCard({ service, withImage = false, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const format = useFormat();
  const title = format.text(service.title);
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="group flex w-full flex-col overflow-hidden rounded-md border border-white/10 bg-ink-900 transition-colors duration-300 hover:border-gold-500/40">
      {withImage ? (
        <div className="aspect-[16/9] overflow-hidden bg-ink-800">
          <img
            src={service.image_url}
            alt=""
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03] motion-reduce:transition-none"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col p-7 sm:p-8">
        <ServiceIconBadge icon={service.icon} />
        <Heading className="mt-6 font-display text-[1.7rem] leading-tight font-semibold text-ivory">
          {title}
        </Heading>
        <p className="mt-3 mb-7 text-sm leading-relaxed text-stone-300">
          {format.text(service.short_description)}
        </p>
        <Link
          to={servicePath(service.slug)}
          aria-label={t('services.learnMoreAbout', { title })}
          className="mt-auto inline-flex items-center gap-2 self-start text-sm font-semibold tracking-[0.14em] text-gold-300 uppercase hover:text-gold-200"
        >
          {t('services.learnMore')}
          <ArrowRightIcon className="h-4 w-4 transition-transform group-hover:translate-x-1 motion-reduce:transition-none" />
        </Link>
      </div>
    </article>
  );
}
