import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_SCORE, type PhotoStats } from '@skytrace/contracts';
import { useAuthStore } from '../../session/auth.store';
import { galleryApi } from './gallery.api';
import { failureText } from '../../api/failure';

/**
 * Spec §3 photo statistics of a photographer with the follow button (not on one's own, spec §6
 * marks it as the viewer's own instead) and the scoring rules written out.
 */
export function AuthorStats({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => state.token) !== null;
  const [stats, setStats] = useState<{ for: number; value?: PhotoStats; error?: string }>();
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    galleryApi.userStats(userId).then(
      (value) => live && setStats({ for: userId, value }),
      (error: unknown) => live && setStats({ for: userId, error: failureText(error) }),
    );
    return () => {
      live = false;
    };
  }, [userId, version, signedIn]);

  const current = stats?.for === userId ? stats : undefined;
  const value = current?.value;
  const toggleFollow = () => {
    if (!value) return;
    const call = value.following ? galleryApi.unfollow(userId) : galleryApi.follow(userId);
    call.then(
      () => setVersion((v) => v + 1),
      (error: unknown) => setStats({ for: userId, value, error: failureText(error) }),
    );
  };
  const figures: [string, string | number][] = value
    ? [
        [t('gallery.stats.totalCount'), value.totalCount],
        [t('gallery.stats.fansCount'), value.fansCount],
        [t('gallery.stats.followCount'), value.followCount],
        [t('gallery.stats.totalScore'), value.totalScore],
        [t('gallery.stats.useCount'), value.useCount],
        [t('gallery.stats.rank'), value.rank],
      ]
    : [];
  return (
    <section className="gallery-stats" data-testid="gallery-stats">
      {current?.error && (
        <p className="gallery-message gallery-message--error" role="alert">
          {current.error}
        </p>
      )}
      {value && (
        <>
          <div className="gallery-stats__head">
            <strong>{value.userInfo.nickName}</strong>
            {value.self === 'Y' ? (
              <span className="gallery-status gallery-status--1">{t('gallery.stats.self')}</span>
            ) : (
              signedIn && (
                <button
                  type="button"
                  className="button button--ghost-dark"
                  aria-pressed={value.following}
                  onClick={toggleFollow}
                >
                  {value.following ? t('gallery.stats.unfollow') : t('gallery.stats.follow')}
                </button>
              )
            )}
          </div>
          <dl className="gallery-stats__figures">
            {figures.map(([label, figure]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{figure}</dd>
              </div>
            ))}
          </dl>
          <p className="gallery-hint">
            {t('gallery.stats.rules', {
              approved: GALLERY_SCORE.approved,
              showcase: GALLERY_SCORE.showcase,
            })}
          </p>
        </>
      )}
    </section>
  );
}
