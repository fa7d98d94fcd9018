import { useTranslation } from 'react-i18next';
import { useNoticeStore } from '../lib/notices.store';
import { CloseIcon } from './icons';
import './styles/notices.css';

/** Server messages (e.g. after a 401), stacked at the top of the viewport. */
export function Notices() {
  const { t } = useTranslation();
  const notices = useNoticeStore((state) => state.notices);
  const dismiss = useNoticeStore((state) => state.dismiss);
  if (notices.length === 0) return null;
  return (
    <div className="notices" role="status" aria-live="polite">
      {notices.map((notice) => (
        <div key={notice.id} className="notice">
          <span>{notice.text}</span>
          <button
            type="button"
            className="notice__close"
            aria-label={t('notices.dismiss')}
            onClick={() => dismiss(notice.id)}
          >
            <CloseIcon />
          </button>
        </div>
      ))}
    </div>
  );
}
