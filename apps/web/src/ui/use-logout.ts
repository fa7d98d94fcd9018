import { useNavigate } from 'react-router';
import { signOut } from '../features/auth/sign-in';

/** Spec §4: logout ends the server session, clears token and user info, then goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    void signOut().then(() => navigate('/'));
  };
}
