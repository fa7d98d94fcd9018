import { ADSB_PATHS, type WeatherUploadResult } from '@skytrace/contracts';
import { Alert, Button, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../../../../api/failure';
import { adsb } from '../../adsb';

/** Paste METAR/TAF reports (issue 19): all stored, or none with the bad line named. */
export default function WeatherReportsPage() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async () => {
    setBusy(true);
    setResult(null);
    try {
      const stored = await adsb<WeatherUploadResult>(
        'POST',
        ADSB_PATHS.weatherReports,
        {},
        { text },
      );
      setResult({
        ok: true,
        message: t('weather.admin.stored', {
          stored: stored.stored,
          stations: stored.stations.join(', '),
        }),
      });
      setText('');
    } catch (error) {
      setResult({ ok: false, message: failureText(error, t('weather.failed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="weather-admin" style={{ maxWidth: 860 }}>
      <Typography.Paragraph>{t('weather.admin.intro')}</Typography.Paragraph>
      <label htmlFor="weather-reports">
        <Typography.Text strong>{t('weather.admin.text')}</Typography.Text>
      </label>
      <Input.TextArea
        id="weather-reports"
        value={text}
        onChange={(event) => setText(event.target.value)}
        rows={10}
        placeholder={t('weather.admin.sample')}
        style={{ fontFamily: 'monospace', marginTop: 8 }}
        maxLength={64_000}
      />
      <Button
        type="primary"
        onClick={() => void submit()}
        loading={busy}
        disabled={text.trim() === ''}
        style={{ marginTop: 12 }}
      >
        {t('weather.admin.submit')}
      </Button>
      {result && (
        <Alert
          role={result.ok ? 'status' : 'alert'}
          type={result.ok ? 'success' : 'error'}
          title={result.message}
          style={{ marginTop: 12 }}
        />
      )}
    </div>
  );
}
