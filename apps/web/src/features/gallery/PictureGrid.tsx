import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Picture } from '@skytrace/contracts';
import { PICTURE_STATUS_NAMES } from './gallery-text';

/** What a card says a photo shows: the airframe (registration and type) or the airport. */
export function pictureSubject(picture: Picture, airportLabel: string): string {
  if (picture.kind === 'airport') return airportLabel;
  return [picture.registration, picture.aircraftType].filter(Boolean).join(' · ');
}

export function StatusBadge({ status }: { status: Picture['status'] }) {
  const { t } = useTranslation();
  return (
    <span className={`gallery-status gallery-status--${status}`} data-status={status}>
      {t(`gallery.status.${PICTURE_STATUS_NAMES[status]}`)}
    </span>
  );
}

/**
 * A grid of photo cards. Approved photos link to their detail page; `showState` adds each
 * photo's review state and a rejection's reason (the author's own page).
 */
export function PictureGrid(props: {
  list: Picture[];
  showState?: boolean;
  showAuthor?: boolean;
  showLikes?: boolean;
  /** What the viewer may do with a photo under its card (their own: edit, delete). */
  actions?: (picture: Picture) => React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ul className="gallery-grid" data-testid="gallery-grid">
      {props.list.map((picture) => {
        const subject = pictureSubject(
          picture,
          t('gallery.card.airportPhoto', { code: picture.airport }),
        );
        const image = (
          <img
            src={picture.thumbnailUrl}
            alt={subject}
            loading="lazy"
            width={picture.width}
            height={picture.height}
          />
        );
        return (
          <li className="gallery-card" key={picture.id} data-picture={picture.id}>
            {picture.status === 1 ? (
              <Link to={`/pictures/detail/${picture.id}`} className="gallery-card__image">
                {image}
              </Link>
            ) : (
              <div className="gallery-card__image">{image}</div>
            )}
            <div className="gallery-card__body">
              <strong className="gallery-card__subject">{subject}</strong>
              {picture.kind === 'plane' && picture.airline && (
                <span className="gallery-card__meta">{picture.airline}</span>
              )}
              {props.showAuthor !== false && (
                <Link className="gallery-card__meta" to={`/pictures/author/${picture.author.id}`}>
                  {t('gallery.card.by', { name: picture.author.name })}
                </Link>
              )}
              {props.showLikes && (
                <span className="gallery-card__meta" data-likes={picture.likes}>
                  {t('gallery.card.likes', { count: picture.likes })}
                </span>
              )}
              {props.showState && <StatusBadge status={picture.status} />}
              {props.showState && picture.status === 2 && picture.reason && (
                <p className="gallery-reason" data-testid="gallery-reason">
                  {t('gallery.my.reason')}: {picture.reason}
                </p>
              )}
              {props.actions?.(picture)}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The grid of a paged list with its empty text, error and "Load more". */
export function PagedPictures(props: {
  pages: {
    list: Picture[];
    loaded: boolean;
    loading: boolean;
    isLastPage: boolean;
    error?: string;
    more: () => void;
  };
  empty: React.ReactNode;
  showState?: boolean;
  showAuthor?: boolean;
  showLikes?: boolean;
  actions?: (picture: Picture) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { pages } = props;
  return (
    <>
      {pages.error && (
        <p className="gallery-message gallery-message--error" role="alert">
          {pages.error}
        </p>
      )}
      {pages.loaded && pages.list.length === 0 && !pages.error && (
        <p className="gallery-empty">{props.empty}</p>
      )}
      <PictureGrid
        list={pages.list}
        showState={props.showState ?? false}
        showAuthor={props.showAuthor ?? true}
        showLikes={props.showLikes ?? false}
        {...(props.actions ? { actions: props.actions } : {})}
      />
      {pages.loaded && !pages.isLastPage && (
        <button
          type="button"
          className="button button--ghost-dark gallery-more"
          disabled={pages.loading}
          onClick={pages.more}
        >
          {pages.loading ? t('gallery.index.loading') : t('gallery.index.more')}
        </button>
      )}
    </>
  );
}
