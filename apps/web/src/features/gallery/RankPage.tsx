import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GALLERY_RANK_LIMIT, GALLERY_SCORE, type PhotographerRankRow } from '@skytrace/contracts';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { browseApi } from './browse.api';

function RankTableRow({ row }: { row: PhotographerRankRow }) {
  const { t } = useTranslation();
  const self = row.self === 'Y';
  return (
    <tr className={self ? 'gallery-rank__self' : undefined} data-self={row.self}>
      <td className="gallery-rank__number">{row.rank}</td>
      <td>
        <Link to={`/pictures/author/${row.userId}`}>{row.nickName}</Link>
        {self && (
          <span className="gallery-status gallery-status--1 gallery-rank__you">
            {t('gallery.rank.you')}
          </span>
        )}
      </td>
      <td>{row.totalScore}</td>
      <td>{row.totalCount}</td>
      <td className="gallery-rank__extra">{row.useCount}</td>
      <td className="gallery-rank__extra">{row.likes}</td>
    </tr>
  );
}

/**
 * /pictures/rank: every photographer by score (spec §7 `allUserRank`), the viewer's own row
 * marked (spec §6) and repeated above the table when it is on another page, with the scoring
 * rules written out.
 */
export function RankPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, loading } = useLoad(() => browseApi.rank(page), `rank#${page}`);
  const mineElsewhere = data?.mine && !data.list.some((row) => row.self === 'Y') ? data.mine : null;
  return (
    <>
      <h1 className="gallery-title">{t('gallery.rank.title')}</h1>
      <section className="gallery-rules" aria-labelledby="gallery-rules-title">
        <h2 id="gallery-rules-title">{t('gallery.rank.rulesTitle')}</h2>
        <ul>
          <li>{t('gallery.rank.ruleApproved', { score: GALLERY_SCORE.approved })}</li>
          <li>{t('gallery.rank.ruleShowcase', { score: GALLERY_SCORE.showcase })}</li>
          <li>{t('gallery.rank.ruleOrder', { limit: GALLERY_RANK_LIMIT })}</li>
        </ul>
      </section>
      {error !== undefined && (
        <p className="gallery-message gallery-message--error" role="alert">
          {failureText(error)}
        </p>
      )}
      {mineElsewhere && (
        <p className="gallery-message gallery-message--info" data-testid="gallery-rank-mine">
          {t('gallery.rank.mine', { rank: mineElsewhere.rank, score: mineElsewhere.totalScore })}
        </p>
      )}
      {data && data.list.length === 0 && page === 1 && (
        <p className="gallery-empty">{t('gallery.index.empty')}</p>
      )}
      {data && data.list.length > 0 && (
        <div className="gallery-rank__scroll">
          <table className="gallery-rank" data-testid="gallery-rank">
            <thead>
              <tr>
                <th scope="col">{t('gallery.rank.rank')}</th>
                <th scope="col">{t('gallery.rank.photographer')}</th>
                <th scope="col">{t('gallery.stats.totalScore')}</th>
                <th scope="col">{t('gallery.stats.totalCount')}</th>
                <th scope="col" className="gallery-rank__extra">
                  {t('gallery.stats.useCount')}
                </th>
                <th scope="col" className="gallery-rank__extra">
                  {t('gallery.rank.likes')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((row) => (
                <RankTableRow key={row.userId} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
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
