import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATH_EXPORT_FORMATS, type TrackFileList } from '@skytrace/contracts';
import { useDisplaySettings } from '../../../settings/display-settings.store';
import { PlaybackLoadError, type PlaybackFailure } from '../playback.api';
import { formatDateTime, formatTime } from '../playback.format';
import {
  TRACK_FILE_PAGE_SIZE,
  lookupTrackFiles,
  trackFileDownloadUrl,
  trackFileLabel,
  trackFilePlaybackPath,
  type TrackFileArea,
} from './track-files.api';
import './track-files.css';

/** An answer, and the area and page it answers (anything else is still loading). */
type Answer = { area: TrackFileArea; page: number } & (
  { status: 'done'; list: TrackFileList } | { status: 'failed'; failure: PlaybackFailure }
);
type Loaded = { status: 'loading' } | Answer;

/**
 * The track files of the area playback's view and window (spec §7 track-file lookup): one per
 * recorded flight part, with downloads and a link to its playback. Folded until asked for, so
 * the lookup runs only for those who want the files.
 */
export function TrackFilesPanel({ area }: { area: TrackFileArea | null }) {
  const { t } = useTranslation();
  const zone = useDisplaySettings((s) => s.timeZoneUnit);
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  // The page belongs to its area: a new view or window starts again from its first page.
  const [paging, setPaging] = useState({ area, page: 1 });
  const page = paging.area === area ? paging.page : 1;
  const setPage = (next: number) => setPaging({ area, page: next });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const loaded: Loaded =
    answer !== null && answer.area === area && answer.page === page
      ? answer
      : { status: 'loading' };

  useEffect(() => {
    if (!open || area === null) return;
    const controller = new AbortController();
    lookupTrackFiles(area, page, controller.signal).then(
      (list) => setAnswer({ area, page, status: 'done', list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure: PlaybackFailure =
          error instanceof PlaybackLoadError ? error.failure : { kind: 'error', message: null };
        setAnswer({ area, page, status: 'failed', failure });
      },
    );
    return () => controller.abort();
  }, [open, area, page]);

  if (area === null) return null;
  // Files up to the end of this page: all of them once no next page is left.
  const seen =
    loaded.status === 'done' ? (page - 1) * TRACK_FILE_PAGE_SIZE + loaded.list.files.length : 0;
  return (
    <section className="playback-form track-files" aria-label={t('trackFiles.title')}>
      <button
        type="button"
        className="track-files__toggle"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen(!open)}
      >
        {t('trackFiles.toggle')}
      </button>
      {open && (
        <div id={bodyId} className="track-files__body">
          <p className="playback-note">{t('trackFiles.hint')}</p>
          {loaded.status === 'loading' && (
            <p className="playback-note" role="status">
              {t('trackFiles.loading')}
            </p>
          )}
          {loaded.status === 'failed' && (
            <p className="playback-form__error" role="alert">
              {loaded.failure.kind === 'login'
                ? t('trackFiles.loginRequired')
                : loaded.failure.kind === 'error' && loaded.failure.message !== null
                  ? loaded.failure.message
                  : t('trackFiles.failed')}
            </p>
          )}
          {loaded.status === 'done' && (
            <>
              <p className="playback-note" role="status">
                {seen === 0
                  ? t('trackFiles.none')
                  : loaded.list.hasMore
                    ? t('trackFiles.foundMore', { count: seen })
                    : t('trackFiles.found', { count: seen })}
              </p>
              {!loaded.list.complete && (
                <p className="playback-note">{t('trackFiles.incomplete')}</p>
              )}
              <ul className="playback-list" aria-label={t('trackFiles.list')}>
                {loaded.list.files.map((file) => {
                  const label = trackFileLabel(file);
                  return (
                    <li key={file.file_name} className="playback-list__item track-files__item">
                      <div className="playback-list__main">
                        <strong>{label}</strong>{' '}
                        {(file.org !== null || file.dst !== null) &&
                          `${file.org ?? '—'} → ${file.dst ?? '—'}`}
                        <small>
                          {formatDateTime(file.firstSeen * 1000, zone)} –{' '}
                          {formatTime(file.lastSeen * 1000, zone)} ·{' '}
                          {t('trackFiles.points', { count: file.pointCount })}
                        </small>
                        <small>
                          {t('trackFiles.icao', { icao: file.icaoId })}
                          {file.anum !== null &&
                            ` · ${t('trackFiles.registration', { anum: file.anum })}`}
                        </small>
                      </div>
                      <div className="track-files__actions">
                        <Link
                          className="track-files__play"
                          to={trackFilePlaybackPath(file)}
                          aria-label={t('trackFiles.playFile', { file: label })}
                        >
                          {t('trackFiles.play')}
                        </Link>
                        <nav
                          className="playback-exports"
                          aria-label={t('trackFiles.download', { file: label })}
                        >
                          {PATH_EXPORT_FORMATS.map((format) => (
                            <a
                              key={format}
                              className="playback-exports__link"
                              href={trackFileDownloadUrl(file, format)}
                              download
                            >
                              {t(`playback.exports.${format}`)}
                            </a>
                          ))}
                        </nav>
                      </div>
                    </li>
                  );
                })}
              </ul>
              {(page > 1 || loaded.list.hasMore) && (
                <div className="track-files__pager">
                  <button
                    type="button"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                    aria-label={t('trackFiles.previous')}
                  >
                    ‹
                  </button>
                  <span>{t('trackFiles.page', { page })}</span>
                  <button
                    type="button"
                    disabled={!loaded.list.hasMore}
                    onClick={() => setPage(page + 1)}
                    aria-label={t('trackFiles.next')}
                  >
                    ›
                  </button>
                </div>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}
