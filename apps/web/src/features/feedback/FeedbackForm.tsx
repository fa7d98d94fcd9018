import { useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { FEEDBACK_TEXT_MAX, feedbackSubmitSchema, type UploadResult } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { Field, FormMessage, TextArea } from '../../ui/form/Field';
import { useValidate, type FieldErrors } from '../../ui/form/validate';
import { feedbackApi, screenshotSource, uploadScreenshot } from './feedback.api';

/**
 * The feedback form: text (required), an optional screenshot uploaded as soon as it is chosen
 * (so the server's content check answers before sending), an optional contact. `from` is the
 * page the user came from (the map's button passes it).
 */
export function FeedbackForm({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation();
  const validate = useValidate();
  const location = useLocation();
  const from = new URLSearchParams(location.search).get('from') ?? '';
  const [values, setValues] = useState({ text: '', contact: '' });
  const [screenshot, setScreenshot] = useState<UploadResult | null>(null);
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    setError(null);
    uploadScreenshot(file)
      .then(setScreenshot)
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setUploading(false));
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const input = { ...values, screenshot: screenshot?.file ?? null, page: from.slice(0, 300) };
    const found = validate(feedbackSubmitSchema, input);
    setErrors(found);
    setSent(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    setError(null);
    feedbackApi
      .submit(input)
      .then(() => {
        setValues({ text: '', contact: '' });
        setScreenshot(null);
        setSent(t('feedback.sent'));
        onSent();
      })
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false));
  };

  return (
    <form className="auth-form feedback-form" onSubmit={submit} noValidate>
      <TextArea
        name="text"
        label={t('feedback.text')}
        placeholder={t('feedback.textPlaceholder')}
        rows={6}
        maxLength={FEEDBACK_TEXT_MAX}
        value={values.text}
        onChange={(event) => setValues({ ...values, text: event.target.value })}
        error={errors.text}
      />
      <div className="field">
        <span className="field__label">{t('feedback.screenshot')}</span>
        {screenshot ? (
          <div className="feedback-form__shot">
            <img src={screenshotSource(screenshot.url)} alt={t('feedback.screenshot')} />
            <button
              type="button"
              className="button button--ghost-dark"
              onClick={() => setScreenshot(null)}
            >
              {t('feedback.removeScreenshot')}
            </button>
          </div>
        ) : (
          <label className="button button--ghost-dark feedback-form__choose">
            {uploading ? t('feedback.uploading') : t('feedback.chooseScreenshot')}
            <input
              type="file"
              accept="image/png,image/jpeg,image/webp"
              hidden
              disabled={uploading}
              onChange={choose}
              data-testid="feedback-screenshot"
            />
          </label>
        )}
      </div>
      <Field
        name="contact"
        label={t('feedback.contact')}
        placeholder={t('feedback.contactPlaceholder')}
        maxLength={100}
        value={values.contact}
        onChange={(event) => setValues({ ...values, contact: event.target.value })}
        error={errors.contact}
      />
      <FormMessage error={error} info={sent} />
      <button type="submit" className="button button--primary" disabled={busy || uploading}>
        {t('feedback.submit')}
      </button>
    </form>
  );
}
