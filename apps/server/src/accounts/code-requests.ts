import type { CodePurpose, Language } from '@skytrace/contracts';
import { HttpError } from '../http/errors';
import { normaliseTarget } from './auth.service';
import type { CaptchaAnswer } from './captcha.service';
import { sendCode, type CodeChannel } from './codes.service';
import type { AccountsContext } from './context';
import { findUserByContact, isAvailable } from './users.repo';

/**
 * Decides whether a requested code is sent. Register and change codes go only to free addresses
 * (the same answer an availability check gives); login and forget codes go only to existing
 * accounts, but the answer is identical either way, so no account is revealed.
 */
export async function requestCode(
  context: AccountsContext,
  request: {
    channel: CodeChannel;
    target: string;
    purpose: CodePurpose;
    language: Language;
    address: string;
    userId: number | undefined;
    captcha?: CaptchaAnswer | undefined;
  },
): Promise<number> {
  const target = normaliseTarget(request.target);
  let deliver = true;
  let language = request.language;
  if (request.purpose === 'register' || request.purpose === 'change') {
    if (request.purpose === 'change' && request.userId === undefined) {
      throw new HttpError(401, 'errors.unauthorized');
    }
    if (!(await isAvailable(context.db, request.channel, target))) {
      throw new HttpError(
        409,
        request.channel === 'email' ? 'validation.emailInUse' : 'validation.phoneInUse',
      );
    }
  } else {
    const user = await findUserByContact(context.db, target);
    deliver = user !== undefined;
    if (user) language = user.language;
  }
  return sendCode(context, { ...request, target, language, deliver });
}
