import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { GALLERY_MAX_PHOTOS, type Picture } from '@skytrace/contracts';
import { galleryApi } from './gallery.api';
import { failureText } from '../../api/failure';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, useUploadQueue } from './upload-queue';

type Kind = 'plane' | 'airport';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/**
 * /pictures/upload/:type?/:value?: aircraft photos (registration, shooting date, up to six
 * photos; airport and caption optional) or one airport photo (IATA code). `type` chooses the
 * form, `value` fills the registration or the code (links from the tracker and airport pages).
 */
export function UploadPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const kind: Kind = params.type === 'airport' ? 'airport' : 'plane';
  const [registration, setRegistration] = useState(kind === 'plane' ? (params.value ?? '') : '');
  const [iata, setIata] = useState(kind === 'airport' ? (params.value ?? '') : '');
  const [airport, setAirport] = useState('');
  const [shotDate, setShotDate] = useState('');
  const [caption, setCaption] = useState('');
  const [message, setMessage] = useState<{ error?: string; done?: Picture[] }>({});
  const [submitting, setSubmitting] = useState(false);
  const queue = useUploadQueue();
  const maxPhotos = kind === 'airport' ? 1 : GALLERY_MAX_PHOTOS;

  const choose = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    if (chosen.length === 0) return;
    const refused = chosen.find((file) => !PHOTO_TYPES.includes(file.type));
    const large = chosen.find((file) => file.size > PHOTO_MAX_BYTES);
    if (refused) return setMessage({ error: t('gallery.upload.notPhoto') });
    if (large) return setMessage({ error: t('gallery.upload.tooLarge', { name: large.name }) });
    if (queue.photos.length + chosen.length > maxPhotos) {
      return setMessage({ error: t('gallery.upload.tooMany', { count: maxPhotos }) });
    }
    setMessage({});
    queue.add(chosen);
  };

  const submit = async () => {
    if (queue.photos.some((photo) => photo.error)) {
      return setMessage({ error: t('gallery.upload.removeFailed') });
    }
    const files = queue.photos.map((photo) => photo.file);
    if (files.some((file) => file === undefined)) {
      return setMessage({ error: t('gallery.upload.waitUploads') });
    }
    const stored = files as string[];
    setSubmitting(true);
    try {
      const done =
        kind === 'airport'
          ? await galleryApi.saveAirport({ iata, shotDate, caption, file: stored[0] ?? '' })
          : await galleryApi.savePlane({ registration, shotDate, airport, caption, files: stored });
      setMessage({ done });
      queue.clear();
    } catch (error) {
      setMessage({ error: failureText(error) });
    } finally {
      setSubmitting(false);
    }
  };

  const switchKind = (next: Kind) => {
    queue.clear();
    setMessage({});
    void navigate(`/pictures/upload/${next}`);
  };

  return (
    <form
      className="gallery-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <h1 className="gallery-title">{t('gallery.upload.title')}</h1>
      <p className="gallery-lead">{t('gallery.upload.lead')}</p>
      <div className="gallery-kinds" role="radiogroup">
        {(['plane', 'airport'] as const).map((option) => (
          <label key={option} className="gallery-kind">
            <input
              type="radio"
              name="kind"
              value={option}
              checked={kind === option}
              onChange={() => switchKind(option)}
            />
            {t(option === 'plane' ? 'gallery.upload.kindPlane' : 'gallery.upload.kindAirport')}
          </label>
        ))}
      </div>
      <div className="gallery-fields">
        {kind === 'plane' ? (
          <label className="gallery-field">
            <span>{t('gallery.upload.registration')} *</span>
            <input
              name="registration"
              value={registration}
              required
              maxLength={12}
              placeholder={t('gallery.upload.registrationHint')}
              onChange={(event) => setRegistration(event.target.value)}
            />
          </label>
        ) : (
          <label className="gallery-field">
            <span>{t('gallery.upload.iata')} *</span>
            <input
              name="iata"
              value={iata}
              required
              maxLength={3}
              onChange={(event) => setIata(event.target.value)}
            />
          </label>
        )}
        <label className="gallery-field">
          <span>{t('gallery.upload.shotDate')} *</span>
          <input
            type="date"
            name="shotDate"
            value={shotDate}
            max={today()}
            required
            onChange={(event) => setShotDate(event.target.value)}
          />
        </label>
        {kind === 'plane' && (
          <label className="gallery-field">
            <span>{t('gallery.upload.airport')}</span>
            <input
              name="airport"
              value={airport}
              maxLength={3}
              onChange={(event) => setAirport(event.target.value)}
            />
          </label>
        )}
        <label className="gallery-field gallery-field--wide">
          <span>{t('gallery.upload.caption')}</span>
          <input
            name="caption"
            value={caption}
            maxLength={200}
            onChange={(event) => setCaption(event.target.value)}
          />
        </label>
      </div>
      <div className="gallery-field gallery-field--wide">
        <span>{t('gallery.upload.photos')} *</span>
        <ul className="gallery-queue" data-testid="gallery-queue">
          {queue.photos.map((photo, index) => (
            <li
              key={photo.key}
              className="gallery-queued"
              data-state={photo.error ? 'failed' : photo.file ? 'done' : 'uploading'}
            >
              <img src={photo.preview} alt={photo.name} />
              <progress max={1} value={photo.progress} aria-label={photo.name} />
              <span className={photo.error ? 'gallery-queued__error' : 'gallery-queued__state'}>
                {photo.error
                  ? photo.error || t('gallery.upload.failed')
                  : photo.file
                    ? t('gallery.upload.uploaded')
                    : t('gallery.upload.progress', { percent: Math.round(photo.progress * 100) })}
              </span>
              <button
                type="button"
                aria-label={t('gallery.upload.remove', { index: index + 1 })}
                onClick={() => queue.remove(photo.key)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {queue.photos.length < maxPhotos && (
          <label className="button button--ghost-dark gallery-choose">
            {t(kind === 'airport' ? 'gallery.upload.chooseOne' : 'gallery.upload.choose')}
            <input
              type="file"
              name="photos"
              accept=".jpg,.jpeg,.png,image/jpeg,image/png"
              multiple={kind === 'plane'}
              hidden
              onChange={(event) => {
                choose(event.target.files);
                event.target.value = '';
              }}
            />
          </label>
        )}
        <p className="gallery-hint">{t('gallery.upload.rules', { count: GALLERY_MAX_PHOTOS })}</p>
      </div>
      {message.error && (
        <p className="gallery-message gallery-message--error" role="alert">
          {message.error}
        </p>
      )}
      {message.done && (
        <p className="gallery-message gallery-message--info" role="status">
          {t('gallery.upload.done', { count: message.done.length })}{' '}
          <Link to="/pictures/my">{t('gallery.tabs.my')}</Link>
          {message.done[0]?.aircraftType && (
            <>
              <br />
              {t('gallery.upload.fleetKnown', {
                type: message.done[0].aircraftType,
                airline: message.done[0].airline,
              })}
            </>
          )}
        </p>
      )}
      <button type="submit" className="button button--primary gallery-submit" disabled={submitting}>
        {submitting ? t('gallery.upload.submitting') : t('gallery.upload.submit')}
      </button>
    </form>
  );
}
