import { Link } from 'react-router';
import type { Picture } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { pictureSubject } from './PictureGrid';
import './photo-strip.css';

/**
 * A row of photos (scrolling sideways on a phone), each linking to its detail page; `thumbnails`
 * loads the small size (the detail page's strips), else the display size (the home showcase).
 */
export function PhotoStrip(props: {
  list: Picture[];
  label: string;
  testId: string;
  thumbnails?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ul className="photo-strip" aria-label={props.label} data-testid={props.testId}>
      {props.list.map((picture) => {
        const subject = pictureSubject(
          picture,
          t('gallery.card.airportPhoto', { code: picture.airport }),
        );
        return (
          <li key={picture.id} className="photo-strip__item" data-picture={picture.id}>
            <Link to={`/pictures/detail/${picture.id}`}>
              <img
                src={props.thumbnails ? picture.thumbnailUrl : picture.url}
                alt={subject}
                loading="lazy"
                width={picture.width}
                height={picture.height}
              />
              <span className="photo-strip__caption">
                <strong>{subject}</strong>
                <span>{t('gallery.card.by', { name: picture.author.name })}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
