import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../components/ui/icons';
import { PageIntro } from '../../../components/ui/PageIntro';
import { ShieldIcon, SparkleIcon, StarIcon } from '../../../components/ui/site-icons';
import { PATHS } from '../../../lib/paths';
import { registerAboutTexts } from '../i18n/register';

registerAboutTexts();

const VALUES = [
  { key: 'excellence', Icon: StarIcon },
  { key: 'reliability', Icon: ClockIcon },
  { key: 'discretion', Icon: ShieldIcon },
  { key: 'innovation', Icon: SparkleIcon },
] as const;

/** /about: the story, the mission and the four values of SPEC 2. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="mx-auto max-w-7xl px-5 pt-16 sm:px-8 sm:pt-24">
        <PageIntro title={t('about.title')}>
          <p>{t('about.intro')}</p>
        </PageIntro>
      </section>
      <section
        aria-labelledby="about-story"
        className="mx-auto mt-16 grid max-w-7xl items-center gap-12 px-5 sm:px-8 lg:grid-cols-2 lg:gap-20"
      >
        <img
          src="/images/site/about-chauffeur.svg"
          alt=""
          width={960}
          height={640}
          className="aspect-[3/2] w-full rounded-md border border-white/10 object-cover"
        />
        <div>
          <p className="eyebrow">{t('about.storyTitle')}</p>
          <h2 id="about-story" className="sr-only">
            {t('about.storyTitle')}
          </h2>
          <p className="mt-5 font-display text-2xl leading-relaxed text-ivory">{t('about.story1')}</p>
          <p className="mt-5 leading-relaxed text-stone-300">{t('about.story2')}</p>
        </div>
      </section>
      <section aria-labelledby="about-mission" className="mx-auto mt-24 max-w-4xl px-5 text-center sm:px-8">
        <h2 id="about-mission" className="eyebrow">
          {t('about.missionTitle')}
        </h2>
        <p className="mt-6 font-display text-3xl leading-snug text-balance text-ivory sm:text-4xl">
          {t('about.mission')}
        </p>
      </section>
      <section aria-labelledby="about-values" className="mx-auto mt-24 max-w-7xl px-5 pb-20 sm:px-8 sm:pb-28">
        <h2
          id="about-values"
          className="text-center font-display text-4xl font-semibold text-ivory sm:text-5xl"
        >
          {t('about.valuesTitle')}
        </h2>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ key, Icon }) => (
            <li key={key} className="rounded-md border border-white/10 bg-ink-900 p-7">
              <Icon className="h-7 w-7 text-gold-400" />
              <h3 className="mt-5 font-display text-2xl font-semibold text-ivory">
                {t(`about.values.${key}.title`)}
              </h3>
              <p className="mt-3 text-sm leading-relaxed text-stone-300">{t(`about.values.${key}.text`)}</p>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Link to={PATHS.reservation} className="btn-gold">
            {t('about.cta')}
          </Link>
        </div>
      </section>
    </>
  );
}
