import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../../session/auth.store';
import { loginRedirect } from '../../session/login-redirect';
import './feedback.css';

/** The feedback form, told which page the user was on. */
function useFeedbackTarget(): string {
  const location = useLocation();
  return `/feedback?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/** The map's feedback button (signed-in users): opens the form, telling it where they were. */
export function FeedbackMapButton() {
  const { t } = useTranslation();
  const target = useFeedbackTarget();
  const signedIn = useAuthStore((state) => state.token !== null);
  if (!signedIn) return null;
  return (
    <Link className="feedback-map-button" to={target}>
      {t('feedback.mapButton')}
    </Link>
  );
}

/**
 * The phone map's feedback button, a thumb-sized target above the map controls. A phone has no
 * user menu on the map, so signed-out visitors see it too and are sent to sign in first, coming
 * back to the form (feedback needs a login, spec §5).
 */
export function FeedbackPhoneButton() {
  const { t } = useTranslation();
  const target = useFeedbackTarget();
  const signedIn = useAuthStore((state) => state.token !== null);
  return (
    <Link
      className="feedback-phone-button"
      to={signedIn ? target : loginRedirect(target)}
      aria-label={t('feedback.mapButton')}
      title={t('feedback.mapButton')}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M4 4h16a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H9l-4.4 3.5A.4.4 0 0 1 4 20.2V5a1 1 0 0 1 1-1Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
        <path d="M8 9h8M8 12.5h5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </Link>
  );
}
