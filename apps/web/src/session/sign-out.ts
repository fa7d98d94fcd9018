import { API_V2_PATHS } from '@skytrace/contracts';
import { http } from './api-client';
import { useAuthInfoStore } from './auth-info.store';
import { refreshDeviceList } from './devices.store';
import { clearSession } from './session';

// Signing out is an event of the session: the session ends here, and every feature that keeps
// per-user state registers what it forgets (`onSignOut`), so nothing below the features has to
// know them.

type SignOutListener = () => void;

/** The longest signing out waits for the signed requests in flight, ms. */
const SIGNED_READS_WAIT_MS = 2000;

const listeners = new Set<SignOutListener>();

/** Registers what a feature forgets when the user signs out; returns the unsubscribe. */
export function onSignOut(listener: SignOutListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Ends the session on the server and on this device: token, user info and auth info; the device
 * list is refetched (now without the user's own marked). Features keep their state.
 */
export async function endSession(): Promise<void> {
  // The page's signed reads still in flight finish first (at most SIGNED_READS_WAIT_MS): ended
  // under them, the session would answer them 401.
  await http.signedIdle(SIGNED_READS_WAIT_MS);
  // A failed call must not keep the user signed in on this device.
  await http.post(API_V2_PATHS.logout, {}, { form: true }).catch(() => undefined);
  useAuthInfoStore.getState().setInfo(null);
  clearSession();
  await refreshDeviceList();
}

/**
 * Spec §4 logout from the user menu: ends the session, then every registered feature forgets
 * its per-user state (the tracker's filter and selection).
 */
export async function signOut(): Promise<void> {
  await endSession();
  for (const listener of listeners) listener();
}
