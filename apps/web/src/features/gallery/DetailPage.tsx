import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Picture } from '@skytrace/contracts';
import { galleryApi } from './gallery.api';
import { failureText } from '../../api/failure';
import { OwnPhotoActions } from './OwnPhotoActions';
import { pictureSubject } from './PictureGrid';
import { RelatedStrips } from './RelatedStrips';
import { Watermark } from './Watermark';
import { useAuthStore } from '../../session/auth.store';

/** "Canon EOS R5", without the maker twice when the model repeats it ("NIKON Z 9"). */
function cameraName(make: string, model: string): string {
  const brand = make.split(' ')[0] ?? '';
  return brand && model.toLowerCase().startsWith(brand.toLowerCase())
    ? model
    : `${make} ${model}`.trim();
}

/**
 * /pictures/detail/:picId: the large photo under its §9 watermark, the aircraft's and the shot's
 * facts, the author's Edit and Delete, and the strips of the same airframe and type.
 */
export function DetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().picId);
  const valid = Number.isInteger(id) && id > 0;
  const [state, setState] = useState<{ for: number; picture?: Picture; error?: string }>();

  useEffect(() => {
    if (!valid) return;
    let live = true;
    galleryApi.detail(id).then(
      (picture) => live && setState({ for: id, picture }),
      (error: unknown) => live && setState({ for: id, error: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [id, valid]);

  const signedIn = useAuthStore((store) => store.token) !== null;
  const [likeError, setLikeError] = useState<string>();
  const like = (picture: Picture) =>
    galleryApi.like(picture.id).then(
      (result) => setState({ for: picture.id, picture: { ...picture, ...result } }),
      (error: unknown) => setLikeError(failureText(error)),
    );
  const current = state?.for === id ? state : undefined;
  const picture = current?.picture;
  const error = valid ? current?.error : t('gallery.detail.notFound');
  if (error) {
    return (
      <>
        <p className="gallery-message gallery-message--error" role="alert">
          {error}
        </p>
        <Link to="/pictures">{t('gallery.detail.back')}</Link>
      </>
    );
  }
  if (!picture) return <p className="gallery-lead">{t('gallery.index.loading')}</p>;
  const subject = pictureSubject(
    picture,
    t('gallery.card.airportPhoto', { code: picture.airport }),
  );
  const facts: [string, string][] = [
    [t('gallery.detail.registration'), picture.registration],
    [t('gallery.detail.type'), picture.aircraftType],
    [t('gallery.detail.airline'), picture.airline],
    [t('gallery.detail.airport'), picture.airport],
    [t('gallery.detail.shotDate'), picture.shotDate],
    // What the camera's EXIF said before the file was stripped (camera clock, no time zone).
    [t('gallery.detail.takenAt'), picture.exif.takenAt ?? ''],
    [t('gallery.detail.camera'), cameraName(picture.exif.make, picture.exif.model)],
    [t('gallery.detail.lens'), picture.exif.lens],
    [t('gallery.detail.size'), `${picture.width} × ${picture.height}`],
    [t('gallery.detail.caption'), picture.caption],
  ];
  return (
    <article className="gallery-detail" data-testid="gallery-detail">
      <Link to="/pictures" className="gallery-detail__back">
        ← {t('gallery.detail.back')}
      </Link>
      <h1 className="gallery-title">{subject}</h1>
      <div className="gallery-detail__frame">
        <img src={picture.url} alt={subject} width={picture.width} height={picture.height} />
        <Watermark text={t('gallery.detail.watermark', { name: picture.author.name })} />
      </div>
      <a
        className="gallery-detail__full"
        href={picture.largeUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        {t('gallery.detail.fullSize')}
      </a>
      <div className="gallery-detail__actions">
        {signedIn ? (
          <button
            type="button"
            className="button button--ghost-dark"
            aria-pressed={picture.liked}
            onClick={() => void like(picture)}
          >
            {picture.liked ? t('gallery.detail.unlike') : t('gallery.detail.like')} ·{' '}
            {picture.likes}
          </button>
        ) : (
          <span className="gallery-card__meta">
            {t('gallery.card.likes', { count: picture.likes })}
          </span>
        )}
        {likeError && (
          <span className="gallery-queued__error" role="alert">
            {likeError}
          </span>
        )}
      </div>
      {picture.own && (
        <OwnPhotoActions
          picture={picture}
          onSaved={(saved) =>
            setState({ for: saved.id, picture: { ...saved, liked: picture.liked } })
          }
          onDeleted={() => void navigate('/pictures/my', { state: { deleted: true } })}
        />
      )}
      <dl className="gallery-facts">
        <div className="gallery-facts__row">
          <dt>{t('gallery.detail.author')}</dt>
          <dd>
            <Link to={`/pictures/author/${picture.author.id}`}>{picture.author.name}</Link>
          </dd>
        </div>
        {facts
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className="gallery-facts__row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <RelatedStrips id={picture.id} />
    </article>
  );
}
