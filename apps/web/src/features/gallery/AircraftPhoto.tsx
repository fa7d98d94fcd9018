import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_V2_PATHS, type AircraftImage } from '@skytrace/contracts';
import { http } from '../../session/api-client';
import './aircraft-photo.css';

async function aircraftImage(registration: string, airType: string): Promise<AircraftImage | null> {
  const envelope = await http.get<AircraftImage>(API_V2_PATHS.getImageByAirType, {
    query: { registration, airType },
  });
  return envelope.code === 200 ? envelope.data : null;
}

/**
 * The tracker's detail bar: the best approved photo of the airframe (else of its type, said so)
 * with the photographer's credit, linking to the gallery; without one, an invitation to upload.
 * A failed call shows nothing: the photo is a garnish of the flight's facts.
 */
export function AircraftPhoto(props: { registration: string | null; aircraftType: string | null }) {
  const { t } = useTranslation();
  const registration = props.registration ?? '';
  const airType = props.aircraftType ?? '';
  const key = `${registration}|${airType}`;
  const [answer, setAnswer] = useState<{ for: string; image: AircraftImage | null }>();

  useEffect(() => {
    if (!registration && !airType) return;
    let live = true;
    aircraftImage(registration, airType).then(
      (image) => live && setAnswer({ for: key, image }),
      () => live && setAnswer({ for: key, image: null }),
    );
    return () => {
      live = false;
    };
  }, [key, registration, airType]);

  const image = answer?.for === key ? answer.image : null;
  if (!image) return null;
  const { picture } = image;
  if (!picture) {
    return registration ? (
      <p className="aircraft-photo__invite">
        <Link to={`/pictures/upload/plane/${encodeURIComponent(registration)}`}>
          {t('gallery.aircraft.upload', { registration })}
        </Link>
      </p>
    ) : null;
  }
  return (
    <figure className="aircraft-photo" data-testid="aircraft-photo">
      <Link to={`/pictures/detail/${picture.id}`}>
        <img src={picture.thumbnailUrl} alt={picture.registration} loading="lazy" />
      </Link>
      <figcaption>
        {image.match === 'type' && (
          <span className="aircraft-photo__type">
            {t('gallery.aircraft.sameType', { type: picture.aircraftType })} ·{' '}
          </span>
        )}
        <Link to={`/pictures/author/${picture.author.id}`}>
          {t('gallery.aircraft.credit', { name: picture.author.name })}
        </Link>
      </figcaption>
    </figure>
  );
}
