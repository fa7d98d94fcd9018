import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../api/failure';
import { useLoad } from '../../api/use-load';
import { safeRedirectTarget } from '../../session/login-redirect';
import { FormMessage } from '../../ui/form/Field';
import { feedbackApi } from './feedback.api';
import { FeedbackForm } from './FeedbackForm';
import { MyFeedbackList } from './MyFeedbackList';
import '../../ui/styles/card.css';
import './feedback.css';

/** /feedback (signed in): the form, and the user's feedback with the replies under it. */
export function FeedbackPage() {
  const { t } = useTranslation();
  // The page the map's button came from: on a phone the form fills the screen, so say the way back.
  const fromParam = useSearchParams()[0].get('from');
  const back = fromParam === null ? null : safeRedirectTarget(fromParam);
  const mine = useLoad(() => feedbackApi.mine(), 'mine');
  const read = (id: number) => {
    feedbackApi.read(id).then(mine.reload, mine.reload);
  };
  return (
    <section className="card-page">
      <div className="card card--wide">
        <h1 className="card__title">{t('feedback.title')}</h1>
        <p className="card__text card__text--muted">{t('feedback.intro')}</p>
        {back !== null && (
          <Link className="feedback-back" to={back}>
            {t('feedback.back')}
          </Link>
        )}
        <FeedbackForm onSent={mine.reload} />
        <h2 className="feedback-heading">{t('feedback.mine')}</h2>
        <FormMessage error={mine.error === undefined ? null : failureText(mine.error)} />
        {mine.data && <MyFeedbackList list={mine.data.list} onRead={read} />}
      </div>
    </section>
  );
}
