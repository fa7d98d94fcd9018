import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLoad } from '../../api/use-load';
import { feedbackApi } from './feedback.api';
import { MyFeedbackList } from './MyFeedbackList';
import './feedback.css';

/**
 * The account page's card of replies to the user's feedback, the unread ones marked, with a
 * link to all of it. Nothing shows until the back office has replied once.
 */
export function FeedbackReplies() {
  const { t } = useTranslation();
  const mine = useLoad(() => feedbackApi.mine(), 'mine');
  const replied = mine.data?.list.filter((item) => item.reply !== null) ?? [];
  if (replied.length === 0) return null;
  const read = (id: number) => {
    feedbackApi.read(id).then(mine.reload, mine.reload);
  };
  return (
    <section className="feedback-replies" aria-labelledby="feedback-replies-title">
      <h2 className="feedback-heading" id="feedback-replies-title">
        {t('feedback.repliesTitle')}
        {(mine.data?.unread ?? 0) > 0 && (
          <span className="feedback-badge">
            {t('feedback.unreadCount', { count: mine.data?.unread ?? 0 })}
          </span>
        )}
      </h2>
      <MyFeedbackList list={replied.slice(0, 5)} onRead={read} />
      <Link className="button button--ghost-dark" to="/feedback">
        {t('feedback.openAll')}
      </Link>
    </section>
  );
}
