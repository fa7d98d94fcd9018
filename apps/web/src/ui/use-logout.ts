import { useNavigate } from 'react-router';
import { signOut } from '../session/sign-out';

/**
 * Spec §4: logout ends the server session, clears token and user info, lets the features forget
 * their per-user state (the tracker's filter and selection), then goes home.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void signOut().then(() => navigate('/'));
  };
}
