import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FollowedFlight } from '@skytrace/contracts';
import { failureText } from '../../../api/failure';
import { useLoad } from '../../../api/use-load';
import { useAuthStore } from '../../../session/auth.store';
import { BottomSheet } from '../../../ui/BottomSheet';
import { LoginButton } from '../../../ui/LoginButton';
import { FollowingRow } from './FollowingRow';
import { followApi } from '../../follow';
import './following-panel.css';

/** The list is re-read this often while open: statuses and times move with the flights. */
export const FOLLOWING_REFRESH_MS = 30_000;

/** Every page of `myFollow` (at most MAX_FOLLOWS_PER_USER / FOLLOW_PAGE_SIZE = 3 requests). */
async function allFollows(signal: AbortSignal): Promise<FollowedFlight[]> {
  const first = await followApi.mine(1, signal);
  const rows = [...first.list];
  for (let page = 2; rows.length < first.total && page <= 10; page++) {
    const next = await followApi.mine(page, signal);
    if (next.list.length === 0) break;
    rows.push(...next.list);
  }
  return rows;
}

interface FollowingPanelProps {
  /** Selects a live followed aircraft and centres the map on it (the page's search flow). */
  onShow: (row: FollowedFlight) => void;
  /** Set on the Mobile variants: the list opens in a bottom sheet anchored there. */
  sheetHost: HTMLElement | null;
}

/** The signed-in user's followed flights and airframes, refreshed while the panel is open. */
function FollowingList({
  onShow,
  mobile,
}: {
  onShow: FollowingPanelProps['onShow'];
  mobile: boolean;
}) {
  const { t } = useTranslation();
  const list = useLoad(allFollows, 'following');
  const { reload } = list;
  useEffect(() => {
    const timer = setInterval(reload, FOLLOWING_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const rows = list.data ?? [];
  return (
    <>
      {list.data === undefined && list.error === undefined && (
        <p className="tool-hint" role="status">
          {t('follow.panel.loading')}
        </p>
      )}
      {list.error !== undefined && (
        <div className="tool-error" role="alert">
          {failureText(list.error)}{' '}
          <button type="button" className="tool-button" onClick={reload}>
            {t('follow.panel.retry')}
          </button>
        </div>
      )}
      {list.data !== undefined && rows.length === 0 && (
        <p className="tool-hint">{t('follow.panel.empty')}</p>
      )}
      {rows.length > 0 && (
        <ul className="following-list" aria-label={t('follow.panel.title')}>
          {rows.map((row) => (
            <FollowingRow key={row.id} row={row} onShow={onShow} mobile={mobile} />
          ))}
        </ul>
      )}
      <Link className="following-panel__manage" to="/follow">
        {t('follow.panel.manage')}
      </Link>
    </>
  );
}

/**
 * The "Following" panel of the live map (issue 19): in the tools column on the desktop routes,
 * in a bottom sheet on the Mobile variants; a signed-out visitor is asked to sign in.
 */
export function FollowingPanel({ onShow, sheetHost }: FollowingPanelProps) {
  const { t } = useTranslation();
  const signedIn = useAuthStore((state) => state.token !== null);
  const mobile = sheetHost !== null;
  const panel = (
    <section className="tool-panel following-panel" aria-label={t('follow.panel.title')}>
      <h2 className="tool-panel__title">{t('follow.panel.title')}</h2>
      {signedIn ? (
        <FollowingList onShow={onShow} mobile={mobile} />
      ) : (
        <div className="following-panel__signin">
          <p className="tool-hint">{t('follow.panel.signIn')}</p>
          <LoginButton />
        </div>
      )}
    </section>
  );
  if (!mobile) return panel;
  return createPortal(
    <BottomSheet
      className="following-sheet"
      // Half height: the map stays visible above the list.
      initialSnap="half"
      handleLabels={{
        peek: t('follow.panel.sheet.peek'),
        half: t('follow.panel.sheet.half'),
        full: t('follow.panel.sheet.full'),
      }}
    >
      {panel}
    </BottomSheet>,
    sheetHost,
  );
}
