import { useNavigate } from 'react-router';
import { signOut } from '../features/auth/sign-in';
import { resetTrackerAfterSignOut } from '../features/tracker/sign-out';

/**
 * Spec §4: logout ends the server session, clears token and user info, clears the tracker's
 * filter and selection, then goes home.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void signOut().then(() => {
      resetTrackerAfterSignOut();
      return navigate('/');
    });
  };
}
