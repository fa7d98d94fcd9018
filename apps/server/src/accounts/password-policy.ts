import { passwordProblem, type PasswordIdentity } from '@skytrace/contracts';
import { estimatePassword } from '@skytrace/password-strength';
import { HttpError } from '../http/errors';

// The authoritative check of every new password (registration, reset, change): the length and
// identity rules shared with the web, then the estimate the web's hint also shows
// (@skytrace/password-strength). Existing passwords are never re-checked: people who chose one
// under older rules still log in.

/** Refuses a new password that breaks a rule, with the translated reason (400). */
export function requireStrongPassword(password: string, identity: PasswordIdentity): void {
  // The cheap rules first: zxcvbn never sees an over-long input.
  const basic = passwordProblem(password, identity);
  if (basic) throw new HttpError(400, basic);
  const problem = passwordProblem(password, identity, estimatePassword(password, identity));
  if (problem) throw new HttpError(400, problem);
}
