import { useNavigate } from 'react-router';
import { clearSession } from '../session/session';

/** Spec §4: logout clears token and user info, then goes home. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return () => {
    clearSession();
    void navigate('/');
  };
}
