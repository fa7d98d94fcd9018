import { useTranslation } from 'react-i18next';

interface WindowFieldsProps {
  start: string;
  end: string;
  invalid: boolean;
  onChange: (value: { start: string; end: string }) => void;
}

/** From / to inputs of a playback window (datetime-local, read in the display time zone). */
export function WindowFields({ start, end, invalid, onChange }: WindowFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="playback-form">
        <label>
          {t('playback.window.start')}
          <input
            type="datetime-local"
            value={start}
            required
            onChange={(event) => onChange({ start: event.target.value, end })}
          />
        </label>
        <label>
          {t('playback.window.end')}
          <input
            type="datetime-local"
            value={end}
            required
            onChange={(event) => onChange({ start, end: event.target.value })}
          />
        </label>
      </div>
      {invalid && (
        <p className="playback-form__error" role="alert">
          {t('playback.window.invalid')}
        </p>
      )}
    </>
  );
}
