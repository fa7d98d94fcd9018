import { useTranslation } from 'react-i18next';
import { useLoad } from '../../api/use-load';
import { failureText } from '../../api/failure';
import { browseApi } from './browse.api';
import { PhotoStrip } from './PhotoStrip';

/**
 * The approved photos of an airport (IATA code), newest first, for the back office's airport
 * landing list. Nothing is shown when the airport has none.
 */
export function AirportPhotos({ iata }: { iata: string }) {
  const { t } = useTranslation();
  const { data, error } = useLoad(
    () => browseApi.gallery({ category: 'airport', value: iata, kind: 'airport', page: 1 }),
    iata,
  );
  if (error !== undefined) {
    return (
      <p className="gallery-message gallery-message--error" role="alert">
        {failureText(error)}
      </p>
    );
  }
  if (!data || data.list.length === 0) return null;
  return (
    <section className="airport-photos" aria-labelledby={`airport-photos-${iata}`}>
      <h3 id={`airport-photos-${iata}`}>{t('gallery.airportPhotos.title')}</h3>
      <PhotoStrip
        list={data.list}
        label={t('gallery.airportPhotos.title')}
        testId="airport-photos"
      />
    </section>
  );
}
