import { passwordIdentityWords, type PasswordIdentity } from '@skytrace/contracts';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// One estimator for the server's verdict (apps/server/src/accounts/password-policy.ts) and the
// web's live hint (password-field.tsx), so the two can never disagree. The dictionaries (the
// 30,000 most common leaked passwords, English words, names, keyboard walks) weigh about a
// megabyte: the web imports this package only dynamically, and the index is built on first use
// (~100 ms) because most server processes never check a password.

let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    // Levenshtein matching multiplies the cost of long inputs for little gain on new passwords.
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

/** zxcvbn's score (0–4) of a password and whether it is a common one. */
export interface PasswordEstimate {
  score: number;
  common: boolean;
}

/** Estimates `password`, counting the person's own username, email and phone as guessable. */
export function estimatePassword(password: string, identity: PasswordIdentity): PasswordEstimate {
  const result = estimator().check(password, passwordIdentityWords(identity));
  return { score: result.score, common: isCommonPassword(result) };
}
