import { useTranslation } from 'react-i18next';
import { PATH_EXPORT_FORMATS, API_V2_PATHS } from '@skytrace/contracts';
import { exportUrl } from './playback.api';

/** Spec §7 exportFullPath: the flight's recorded path as KML, GPX or CSV downloads. */
export function ExportLinks({ flightId }: { flightId: number }) {
  const { t } = useTranslation();
  return (
    <nav className="playback-exports" aria-label={t('playback.exports.title')}>
      <span>{t('playback.exports.title')}</span>
      {PATH_EXPORT_FORMATS.map((format) => (
        <a
          key={format}
          className="playback-exports__link"
          href={exportUrl(API_V2_PATHS.exportFullPath, { flightId, format })}
          download
        >
          {t(`playback.exports.${format}`)}
        </a>
      ))}
    </nav>
  );
}
