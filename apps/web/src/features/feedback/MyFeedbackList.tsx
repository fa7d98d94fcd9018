import type { Feedback } from '@skytrace/contracts';
import { useTranslation } from 'react-i18next';
import { screenshotSource } from './feedback.api';

const when = (seconds: number, language: string) =>
  new Date(seconds * 1000).toLocaleString(language === 'zh' ? 'zh-CN' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** The user's feedback with the replies; an unread reply is marked until marked read. */
export function MyFeedbackList({
  list,
  onRead,
}: {
  list: readonly Feedback[];
  onRead: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  if (list.length === 0)
    return <p className="card__text card__text--muted">{t('feedback.none')}</p>;
  return (
    <ul className="feedback-list" data-testid="my-feedback">
      {list.map((item) => (
        <li
          key={item.id}
          className={item.unread ? 'feedback-item feedback-item--unread' : 'feedback-item'}
        >
          <div className="feedback-item__head">
            <span className={`feedback-status feedback-status--${item.status}`}>
              {t(`feedback.statuses.${item.status}`)}
            </span>
            <span className="card__text--muted">
              {t('feedback.sentAt', { time: when(item.createdAt, i18n.language) })}
            </span>
          </div>
          <p className="feedback-item__text">{item.text}</p>
          {item.screenshotUrl && (
            <img
              className="feedback-item__shot"
              src={screenshotSource(item.screenshotUrl)}
              alt={t('feedback.screenshot')}
            />
          )}
          {item.reply !== null && (
            <div className="feedback-item__reply">
              <strong>
                {t('feedback.reply')}
                {item.unread && <span className="feedback-badge">{t('feedback.newReply')}</span>}
              </strong>
              <p>{item.reply}</p>
              {item.unread && (
                <button
                  type="button"
                  className="button button--ghost-dark"
                  onClick={() => onRead(item.id)}
                >
                  {t('feedback.markRead')}
                </button>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
