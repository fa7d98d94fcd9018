import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowIcon } from '../../ui/icons';
import { legalPath } from '../../ui/nav';
import { useLanguage } from '../../ui/use-language';
import { ShowcaseStrip } from '../gallery';
import { RadarIllustration } from './RadarIllustration';
import './home.css';

const STEPS = ['broadcast', 'receive', 'merge'] as const;
const FEATURES = ['live', 'playback', 'receivers', 'bilingual'] as const;

/** Landing page: what Skytrace is, how the data flows, and how to join as a feeder. */
export function HomePage() {
  const { t } = useTranslation();
  const [language] = useLanguage();
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <div className="hero__text">
            <p className="eyebrow">{t('home.eyebrow')}</p>
            <h1 className="hero__title">{t('home.title')}</h1>
            <p className="hero__lead">{t('home.lead')}</p>
            <div className="hero__actions">
              <Link to="/ad/volunteerwanted" className="button button--primary button--large">
                {t('home.ctaVolunteer')}
                <ArrowIcon />
              </Link>
              <Link
                to={legalPath('privacy', language)}
                className="button button--ghost button--large"
              >
                {t('home.ctaPrivacy')}
              </Link>
            </div>
          </div>
          <RadarIllustration />
        </div>
      </section>

      <ShowcaseStrip />

      <section className="home-section">
        <h2 className="home-section__title">{t('home.howTitle')}</h2>
        <ol className="steps">
          {STEPS.map((step, index) => (
            <li key={step} className="step">
              <span className="step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="step__title">{t(`home.steps.${step}.title`)}</h3>
              <p className="step__body">{t(`home.steps.${step}.body`)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="home-section home-section--tinted">
        <h2 className="home-section__title">{t('home.featuresTitle')}</h2>
        <ul className="features">
          {FEATURES.map((feature) => (
            <li key={feature} className={`feature feature--${feature}`}>
              <h3 className="feature__title">{t(`home.features.${feature}.title`)}</h3>
              <p className="feature__body">{t(`home.features.${feature}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section">
        <div className="volunteer-band">
          <div>
            <h2 className="volunteer-band__title">{t('home.volunteerTitle')}</h2>
            <p className="volunteer-band__body">{t('home.volunteerBody')}</p>
          </div>
          <Link to="/ad/volunteerwanted" className="button button--primary button--large">
            {t('home.volunteerCta')}
            <ArrowIcon />
          </Link>
        </div>
      </section>
    </div>
  );
}
