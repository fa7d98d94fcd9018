import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FollowNotice } from '@skytrace/contracts';
import { onNotice } from '../../live/notices';
import './follow.css';

/** How long a notice stays on screen, ms. */
const SHOW_MS = 15_000;
const MAX_SHOWN = 3;

/** Notices about followed flights and area alerts while the site is open, each opening the flight. */
export function NoticeToasts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [shown, setShown] = useState<(FollowNotice & { key: number })[]>([]);

  useEffect(() => {
    let serial = 0;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = onNotice((notice) => {
      const key = ++serial;
      setShown((list) => [...list, { ...notice, key }].slice(-MAX_SHOWN));
      const timer = setTimeout(() => {
        timers.delete(timer);
        setShown((list) => list.filter((item) => item.key !== key));
      }, SHOW_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  if (shown.length === 0) return null;
  return (
    <div className="notice-toasts" role="status" aria-label={t('follow.notices')}>
      {shown.map((notice) => (
        <button
          key={notice.key}
          type="button"
          className={`notice-toast notice-toast--${notice.kind}`}
          onClick={() => {
            setShown((list) => list.filter((item) => item.key !== notice.key));
            void navigate(notice.url);
          }}
        >
          <strong>{notice.title}</strong>
          <span>{notice.body}</span>
        </button>
      ))}
    </div>
  );
}
