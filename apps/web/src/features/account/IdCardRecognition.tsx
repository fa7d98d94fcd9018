import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { API_V2_FULL_PATHS, type IdCardResult } from '@skytrace/contracts';
import { ApiError } from '../../api/http';
import { failureText } from '../../api/failure';
import { currentLanguage } from '../../i18n/language';
import { currentToken } from '../../session/auth.store';
import { FormMessage } from '../../ui/form/Field';

async function recognise(file: File): Promise<IdCardResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  const token = currentToken();
  const response = await fetch(`${API_V2_FULL_PATHS.idCardRecognize}?lang=${currentLanguage()}`, {
    method: 'POST',
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const envelope = (await response.json().catch(() => null)) as {
    code: number;
    msg: string;
    data: IdCardResult;
  } | null;
  if (!response.ok || !envelope || envelope.code !== 200) {
    throw new ApiError(
      envelope?.code ?? response.status,
      envelope?.msg ?? response.statusText,
      null,
    );
  }
  return envelope.data;
}

/**
 * Real-name data from a photo of the ID card's front (`baidu/getCardId`): the server reads it,
 * saves it and answers it masked; `onSaved` refreshes the page's masked summary. Unconfigured
 * servers answer a translated "not configured", shown here.
 */
export function IdCardRecognition({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(null);
    setDone(null);
    recognise(file)
      .then((result) => {
        setDone(t('idCard.done', { name: result.realName, id: result.idNumber }));
        onSaved();
      })
      .catch((failure: unknown) => setError(failureText(failure)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="id-card">
      <h2 className="id-card__title">{t('idCard.title')}</h2>
      <p className="card__text card__text--muted">{t('idCard.hint')}</p>
      <label className="button button--ghost-dark id-card__choose">
        {busy ? t('idCard.reading') : t('idCard.choose')}
        <input
          type="file"
          accept="image/jpeg,image/png"
          hidden
          disabled={busy}
          onChange={choose}
          data-testid="id-card-photo"
        />
      </label>
      <FormMessage error={error} info={done} />
    </div>
  );
}
