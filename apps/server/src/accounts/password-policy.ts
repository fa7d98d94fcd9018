import { passwordIdentityWords, passwordProblem, type PasswordIdentity } from '@skytrace/contracts';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { HttpError } from '../http/errors';

// The authoritative check of every new password (registration, reset, change): the length and
// identity rules shared with the web, then zxcvbn-ts's estimate against its offline dictionaries
// (the 30,000 most common leaked passwords, English words, names, keyboard walks). Existing
// passwords are never re-checked: people who chose one under older rules still log in.

let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  // Built on first use: the dictionaries take ~100 ms to index and most processes never need them.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    useLevenshteinDistance: false,
    maxLength: 64,
  });
  return factory;
}

/** Whether zxcvbn found the whole password in the common-password list (l33t and reversed included). */
function isCommonPassword(result: ZxcvbnResult): boolean {
  const [only, ...rest] = result.sequence;
  return (
    rest.length === 0 &&
    only !== undefined &&
    'dictionaryName' in only &&
    only.dictionaryName === 'passwords-common'
  );
}

/** zxcvbn's score (0–4) of `password` and whether it is a common one. */
export function estimatePassword(
  password: string,
  identity: PasswordIdentity,
): { score: number; common: boolean } {
  const result = estimator().check(password, passwordIdentityWords(identity));
  return { score: result.score, common: isCommonPassword(result) };
}

/** Refuses a new password that breaks a rule, with the translated reason (400). */
export function requireStrongPassword(password: string, identity: PasswordIdentity): void {
  // The cheap rules first: zxcvbn never sees an over-long input.
  const basic = passwordProblem(password, identity);
  if (basic) throw new HttpError(400, basic);
  const problem = passwordProblem(password, identity, estimatePassword(password, identity));
  if (problem) throw new HttpError(400, problem);
}
