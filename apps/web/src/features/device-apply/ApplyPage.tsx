import { Suspense, useEffect, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { applicationInputSchema, type Application } from '@skytrace/contracts';
import { SitingAdvisorPanel } from '../device-map';
import { Field, FormMessage } from '../../ui/form/Field';
import { failureText } from '../../api/failure';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { kitApi } from './kit.api';
import { RecipientFields } from './RecipientFields';
import { LocationPicker } from './LocationPicker';
import { PhotoUploader, type Photo } from './PhotoUploader';

interface Values {
  location: { lon: number; lat: number } | null;
  cableLength: string;
  feederLength: string;
  recommender: string;
  recipientName: string;
  phone: string;
  address: string;
  postcode: string;
  photos: Photo[];
}

const empty = (recommender: string): Values => ({
  location: null,
  cableLength: '',
  feederLength: '',
  recommender,
  recipientName: '',
  phone: '',
  address: '',
  postcode: '',
  photos: [],
});

function fromApplication(application: Application): Values {
  return {
    location: { lon: application.lon, lat: application.lat },
    cableLength: String(application.cableLength),
    feederLength: String(application.feederLength),
    recommender: application.recommender,
    recipientName: application.recipientName,
    phone: application.phone,
    address: application.address,
    postcode: application.postcode,
    photos: application.photos,
  };
}

/** What the form sends: the location split, lengths as numbers (blank stays blank → refused). */
function body(values: Values) {
  return {
    lon: values.location?.lon,
    lat: values.location?.lat,
    cableLength: values.cableLength.trim() === '' ? undefined : Number(values.cableLength),
    feederLength: values.feederLength.trim() === '' ? undefined : Number(values.feederLength),
    recommender: values.recommender,
    recipientName: values.recipientName,
    phone: values.phone,
    address: values.address,
    postcode: values.postcode,
    photos: values.photos.map((photo) => photo.file),
  };
}

/**
 * /device/apply/{recommender?}: the kit application (China only). `?edit=<id>` changes a
 * pending one. Spec §5 rules run here and again on the server.
 */
export function ApplyPage() {
  const { t } = useTranslation();
  const validate = useValidate();
  const { recommender = '' } = useParams();
  const [search] = useSearchParams();
  const editId = Number(search.get('edit')) || null;
  const [values, setValues] = useState<Values>(() => empty(recommender));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<'submitted' | 'saved' | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (editId === null) return;
    let live = true;
    kitApi.applications().then(
      (list) => {
        if (!live) return;
        const found = list.find((application) => application.id === editId);
        if (found?.status === 0) setValues(fromApplication(found));
        else setFailure(t('kit.apply.notEditable'));
      },
      (error: unknown) => live && setFailure(failureText(error)),
    );
    return () => {
      live = false;
    };
  }, [editId, t]);

  // A field's message goes once it is changed; the next submit checks it again.
  const set = (name: keyof Values) => (event: { target: { value: string } }) => {
    setValues({ ...values, [name]: event.target.value });
    setErrors(({ [name]: _, ...others }) => others);
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const request = body(values);
    const found = validate(applicationInputSchema, request);
    // The map has no input of its own: a missing point is reported under it.
    if (!values.location) found.lon = t('shared.kit.locationRequired');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const parsed = applicationInputSchema.parse(request);
    setBusy(true);
    (editId === null ? kitApi.apply(parsed) : kitApi.update(editId, parsed))
      .then(() => setDone(editId === null ? 'submitted' : 'saved'))
      .catch((error: unknown) => setFailure(failureText(error)))
      .finally(() => setBusy(false));
  };

  if (done) {
    return (
      <>
        <h1 className="kit-title">
          {t(editId === null ? 'kit.apply.title' : 'kit.apply.editTitle')}
        </h1>
        <FormMessage info={t(done === 'submitted' ? 'kit.apply.submitted' : 'kit.apply.saved')} />
        <p>
          <Link className="button button--primary" to="/device/my-apply">
            {t('kit.apply.viewMine')}
          </Link>
        </p>
      </>
    );
  }

  return (
    <>
      <h1 className="kit-title">
        {t(editId === null ? 'kit.apply.title' : 'kit.apply.editTitle')}
      </h1>
      <p className="kit-lead">{t('kit.apply.lead')}</p>
      <form className="kit-form" onSubmit={submit} noValidate data-testid="kit-apply-form">
        <LocationPicker
          value={values.location}
          onChange={(location) => {
            setValues((previous) => ({ ...previous, location }));
            setErrors(({ lon: _, lat: __, ...others }) => others);
          }}
          error={errors.lon ?? errors.lat}
        />
        {/* What a receiver at the picked place would add (the siting advisor of /device/all). */}
        <Suspense fallback={null}>
          <SitingAdvisorPanel point={values.location} />
        </Suspense>
        <div className="kit-grid">
          <Field
            name="cableLength"
            type="number"
            inputMode="decimal"
            min={1}
            max={100}
            label={t('kit.fields.cableLength')}
            value={values.cableLength}
            onChange={set('cableLength')}
            error={errors.cableLength}
          />
          <Field
            name="feederLength"
            type="number"
            inputMode="decimal"
            min={1}
            max={100}
            label={t('kit.fields.feederLength')}
            value={values.feederLength}
            onChange={set('feederLength')}
            error={errors.feederLength}
          />
          <RecipientFields values={values} errors={errors} set={set} />
          <Field
            name="recommender"
            label={t('kit.fields.recommender')}
            value={values.recommender}
            onChange={set('recommender')}
            error={errors.recommender}
          />
        </div>
        <PhotoUploader
          photos={values.photos}
          onChange={(photos) => setValues((previous) => ({ ...previous, photos }))}
          error={errors.photos}
        />
        <FormMessage error={failure} />
        <div className="kit-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t(editId === null ? 'kit.apply.submit' : 'kit.apply.save')}
          </button>
        </div>
      </form>
    </>
  );
}
