import { useTranslation } from 'react-i18next';
import { LoginButton } from '../../ui/LoginButton';
import type { PlaybackFailure } from './playback.api';

/** Why there is nothing to play: loading, login needed (spec §6), no data or an error (§8). */
export function PlaybackStatus({ failure }: { failure: PlaybackFailure | 'loading' }) {
  const { t } = useTranslation();
  if (failure === 'loading') {
    return (
      <p className="playback-status" role="status">
        {t('playback.loading')}
      </p>
    );
  }
  return (
    <div className="playback-status" role="alert">
      {failure.kind === 'login' && (
        <>
          <p>{t('playback.loginRequired')}</p>
          <LoginButton label={t('playback.login')} />
        </>
      )}
      {failure.kind === 'noData' && <p>{t('playback.noData')}</p>}
      {failure.kind === 'error' && <p>{failure.message ?? t('playback.failed')}</p>}
    </div>
  );
}
