import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoad } from '../../api/use-load';
import { browseApi } from './browse.api';
import { PhotoStrip } from './PhotoStrip';

/**
 * The home page's showcase: the approved photos the back office chose (`/adsb/index/show`). With
 * none chosen, or when the call fails, nothing is shown: the home page stands on its own.
 */
export function ShowcaseStrip() {
  const { t } = useTranslation();
  const { data } = useLoad(() => browseApi.showcase(), 'showcase');
  if (!data || data.length === 0) return null;
  return (
    <section className="home-section showcase" aria-labelledby="showcase-title">
      <div className="showcase__head">
        <div>
          <h2 className="home-section__title" id="showcase-title">
            {t('gallery.showcase.title')}
          </h2>
          <p className="showcase__lead">{t('gallery.showcase.lead')}</p>
        </div>
        <Link to="/pictures" className="button button--ghost-dark">
          {t('gallery.showcase.all')}
        </Link>
      </div>
      <PhotoStrip list={data} label={t('gallery.showcase.title')} testId="showcase-strip" />
    </section>
  );
}
