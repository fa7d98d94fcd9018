import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_V2_FULL_PATHS, APPLICATION_MAX_PHOTOS } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { imageSource, uploadImage } from './kit.api';

export interface Photo {
  file: string;
  url: string;
}

/**
 * Site photos through `uploadDeviceImage`: each file is sent as it is chosen; the server checks
 * it by content and answers its stored name, which the application then names.
 */
export function PhotoUploader(props: {
  photos: Photo[];
  onChange: (photos: Photo[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const add = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setFailure(null);
    let photos = props.photos;
    try {
      for (const file of Array.from(files).slice(0, APPLICATION_MAX_PHOTOS - photos.length)) {
        const stored = await uploadImage(API_V2_FULL_PATHS.uploadDeviceImage, file, file.name);
        if (!photos.some((photo) => photo.file === stored.file)) {
          photos = [...photos, { file: stored.file, url: stored.url }];
          props.onChange(photos);
        }
      }
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  const full = props.photos.length >= APPLICATION_MAX_PHOTOS;
  const shownError = failure ?? props.error;
  return (
    <div className="field">
      <span className="field__label">{t('kit.fields.photos')}</span>
      <div className="kit-photos" data-testid="kit-photos">
        {props.photos.map((photo, index) => (
          <div className="kit-photo" key={photo.file}>
            <img src={imageSource(photo.url)} alt={t('kit.apply.photoAlt', { index: index + 1 })} />
            <button
              type="button"
              aria-label={t('kit.apply.removePhoto', { index: index + 1 })}
              onClick={() => props.onChange(props.photos.filter((p) => p.file !== photo.file))}
            >
              ×
            </button>
          </div>
        ))}
        {!full && (
          <label className="button button--ghost-dark">
            {busy ? t('kit.apply.uploading') : t('kit.apply.addPhoto')}
            <input
              ref={input}
              type="file"
              name="photos"
              accept="image/jpeg,image/png,image/webp"
              multiple
              hidden
              disabled={busy}
              onChange={(event) => void add(event.target.files)}
            />
          </label>
        )}
      </div>
      <p className="kit-hint">{t('kit.apply.photosHint', { count: APPLICATION_MAX_PHOTOS })}</p>
      {shownError && (
        <span className="field__error" role="alert">
          {shownError}
        </span>
      )}
    </div>
  );
}
