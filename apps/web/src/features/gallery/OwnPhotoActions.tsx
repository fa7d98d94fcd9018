import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editImageSchema, type Picture } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { galleryApi } from './gallery.api';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** Caption, shooting date and airport of one's own photo, with the upload's rules (spec §5). */
function EditForm(props: {
  picture: Picture;
  onSaved: (picture: Picture) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const validate = useValidate();
  const { picture } = props;
  const [values, setValues] = useState({
    shotDate: picture.shotDate,
    airport: picture.airport,
    caption: picture.caption,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string>();
  const [saving, setSaving] = useState(false);
  const change = (field: keyof typeof values, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const save = async () => {
    const input = { id: picture.id, ...values };
    const found = validate(editImageSchema, input);
    // The shooting date may not be after today (the server checks again against its clock).
    if (!found.shotDate && values.shotDate > today()) {
      found.shotDate = t('shared.gallery.shotDateFuture');
    }
    if (!found.airport && picture.kind === 'airport' && values.airport.trim() === '') {
      found.airport = t('shared.gallery.airportRequired');
    }
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setSaving(true);
    setFailure(undefined);
    try {
      props.onSaved(await galleryApi.edit(input));
    } catch (error) {
      setFailure(failureText(error));
    } finally {
      setSaving(false);
    }
  };

  const field = (name: keyof typeof values, label: string, input: React.ReactNode) => (
    <label className={`gallery-field${name === 'caption' ? ' gallery-field--wide' : ''}`}>
      <span>{label}</span>
      {input}
      {errors[name] && (
        <span className="gallery-queued__error" role="alert" data-field-error={name}>
          {errors[name]}
        </span>
      )}
    </label>
  );

  return (
    <form
      className="gallery-form own-edit"
      data-testid="gallery-own-edit"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <h2 className="own-edit__title">{t('gallery.own.editTitle')}</h2>
      <p className="gallery-hint">
        {picture.status === 2
          ? t('gallery.own.rejectedResubmits')
          : picture.status === 1
            ? t('gallery.own.approvedStays')
            : t('gallery.own.pendingStays')}
      </p>
      <div className="gallery-fields own-edit__fields">
        {field(
          'shotDate',
          `${t('gallery.upload.shotDate')} *`,
          <input
            type="date"
            name="shotDate"
            value={values.shotDate}
            max={today()}
            required
            onChange={(event) => change('shotDate', event.target.value)}
          />,
        )}
        {field(
          'airport',
          `${t(picture.kind === 'airport' ? 'gallery.upload.iata' : 'gallery.upload.airport')}${
            picture.kind === 'airport' ? ' *' : ''
          }`,
          <input
            name="airport"
            value={values.airport}
            maxLength={3}
            onChange={(event) => change('airport', event.target.value)}
          />,
        )}
        {field(
          'caption',
          t('gallery.upload.caption'),
          <input
            name="caption"
            value={values.caption}
            maxLength={200}
            onChange={(event) => change('caption', event.target.value)}
          />,
        )}
      </div>
      {failure && (
        <p className="gallery-message gallery-message--error" role="alert">
          {failure}
        </p>
      )}
      <div className="own-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('gallery.own.saving') : t('gallery.own.save')}
        </button>
        <button type="button" className="button button--ghost-dark" onClick={props.onCancel}>
          {t('gallery.own.cancel')}
        </button>
      </div>
    </form>
  );
}

/**
 * The author's Edit and Delete of one photo (its detail page and "My photos"). Delete asks first
 * and says what goes with the photo; the server removes its likes and stored files.
 */
export function OwnPhotoActions(props: {
  picture: Picture;
  onSaved: (picture: Picture) => void;
  onDeleted: (picture: Picture) => void;
}) {
  const { t } = useTranslation();
  const { picture } = props;
  const [mode, setMode] = useState<'idle' | 'edit' | 'confirm'>('idle');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const remove = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await galleryApi.remove(picture.id);
      props.onDeleted(picture);
    } catch (error) {
      setFailure(failureText(error));
      setBusy(false);
    }
  };

  return (
    <div className="own-photo" data-testid="gallery-own-actions">
      {mode === 'idle' && (
        <div className="own-actions">
          <button
            type="button"
            className="button button--ghost-dark"
            onClick={() => setMode('edit')}
          >
            {t('gallery.own.edit')}
          </button>
          <button
            type="button"
            className="button button--ghost-dark own-actions__delete"
            onClick={() => setMode('confirm')}
          >
            {t('gallery.own.delete')}
          </button>
        </div>
      )}
      {mode === 'edit' && (
        <EditForm
          picture={picture}
          onCancel={() => setMode('idle')}
          onSaved={(saved) => {
            setMode('idle');
            props.onSaved(saved);
          }}
        />
      )}
      {mode === 'confirm' && (
        <div
          className="own-confirm"
          role="alertdialog"
          aria-labelledby={`own-confirm-${picture.id}`}
        >
          <p id={`own-confirm-${picture.id}`}>
            {t('gallery.own.confirmDelete', { count: picture.likes })}
          </p>
          <div className="own-actions">
            <button
              type="button"
              className="button button--primary own-actions__delete"
              disabled={busy}
              onClick={() => void remove()}
            >
              {busy ? t('gallery.own.deleting') : t('gallery.own.confirm')}
            </button>
            <button
              type="button"
              className="button button--ghost-dark"
              disabled={busy}
              onClick={() => setMode('idle')}
            >
              {t('gallery.own.cancel')}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <p className="gallery-message gallery-message--error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
