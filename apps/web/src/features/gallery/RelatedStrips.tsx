import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Picture, RelatedImages, SearchType } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { galleryApi } from './gallery.api';
import { PhotoStrip } from './PhotoStrip';

function Strip(props: {
  title: string;
  list: Picture[];
  value: string;
  searchType: SearchType;
  testId: string;
}) {
  const { t } = useTranslation();
  // An empty strip is not shown at all.
  if (props.list.length === 0) return null;
  return (
    <section className="related-strip" data-testid={props.testId}>
      <header className="related-strip__head">
        <h2>{props.title}</h2>
        <Link
          to={`/pictures/search/${encodeURIComponent(props.value)}/${props.searchType}`}
          data-testid={`${props.testId}-more`}
        >
          {t('gallery.related.more')}
        </Link>
      </header>
      <PhotoStrip
        list={props.list}
        label={props.title}
        testId={`${props.testId}-list`}
        thumbnails
      />
    </section>
  );
}

/**
 * Under a photo: the other approved photos of its airframe (newest first) and of its type (most
 * liked first), one call for both; each strip hides when empty.
 */
export function RelatedStrips({ id }: { id: number }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ for: number; related?: RelatedImages; error?: string }>();

  useEffect(() => {
    let live = true;
    galleryApi.related(id).then(
      (related) => live && setState({ for: id, related }),
      (error: unknown) => live && setState({ for: id, error: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const current = state?.for === id ? state : undefined;
  if (current?.error) {
    return (
      <p className="gallery-message gallery-message--error" role="alert">
        {t('gallery.related.failed', { reason: current.error })}
      </p>
    );
  }
  const related = current?.related;
  if (!related) return null;
  return (
    <>
      <Strip
        title={t('gallery.related.sameAirframe', { registration: related.registration })}
        list={related.sameAirframe}
        value={related.registration}
        searchType="registration"
        testId="gallery-same-airframe"
      />
      <Strip
        title={t('gallery.related.sameType', { type: related.aircraftType })}
        list={related.sameType}
        value={related.aircraftType}
        searchType="type"
        testId="gallery-same-type"
      />
    </>
  );
}
