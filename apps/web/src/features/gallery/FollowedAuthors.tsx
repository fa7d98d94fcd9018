import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PhotoStats } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { browseApi } from './browse.api';
import { galleryApi } from './gallery.api';

function AuthorCard(props: { stats: PhotoStats; onUnfollowed: () => void }) {
  const { t } = useTranslation();
  const { stats } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const unfollow = () => {
    setBusy(true);
    setError(null);
    galleryApi.unfollow(stats.userInfo.userId).then(props.onUnfollowed, (failure: unknown) => {
      setBusy(false);
      setError(failureText(failure));
    });
  };
  const figures: [string, string | number][] = [
    [t('gallery.stats.totalCount'), stats.totalCount],
    [t('gallery.stats.fansCount'), stats.fansCount],
    [t('gallery.stats.totalScore'), stats.totalScore],
    [t('gallery.stats.rank'), stats.rank],
  ];
  return (
    <li className="gallery-author" data-author={stats.userInfo.userId}>
      <div className="gallery-author__head">
        <span className="gallery-author__initial" aria-hidden="true">
          {stats.userInfo.nickName.slice(0, 1).toUpperCase()}
        </span>
        <Link to={`/pictures/author/${stats.userInfo.userId}`}>{stats.userInfo.nickName}</Link>
      </div>
      <dl className="gallery-stats__figures">
        {figures.map(([label, figure]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        className="button button--ghost-dark"
        disabled={busy}
        onClick={unfollow}
        aria-label={t('gallery.followed.unfollowName', { name: stats.userInfo.nickName })}
      >
        {t('gallery.followed.unfollow')}
      </button>
      {error && (
        <p className="gallery-message gallery-message--error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

/** The photographers I follow (spec §7 `myfollowAll`) with their §3 statistics; unfollow here. */
export function FollowedAuthors() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, loading, reload } = useLoad(
    () => browseApi.followedAuthors(page),
    `followed#${page}`,
  );
  return (
    <>
      {error !== undefined && (
        <p className="gallery-message gallery-message--error" role="alert">
          {failureText(error)}
        </p>
      )}
      {data && data.list.length === 0 && (
        <p className="gallery-empty">{t('gallery.followed.empty')}</p>
      )}
      <ul className="gallery-authors" data-testid="gallery-followed">
        {data?.list.map((stats) => (
          <AuthorCard key={stats.userInfo.userId} stats={stats} onUnfollowed={reload} />
        ))}
      </ul>
      {data && (page > 1 || !data.isLastPage) && (
        <nav className="gallery-pager" aria-label={t('gallery.rank.pages')}>
          <button
            type="button"
            className="button button--ghost-dark"
            disabled={page === 1 || loading}
            onClick={() => setPage(page - 1)}
          >
            {t('gallery.rank.previous')}
          </button>
          <span>{t('gallery.rank.page', { page })}</span>
          <button
            type="button"
            className="button button--ghost-dark"
            disabled={data.isLastPage || loading}
            onClick={() => setPage(page + 1)}
          >
            {t('gallery.rank.next')}
          </button>
        </nav>
      )}
    </>
  );
}
