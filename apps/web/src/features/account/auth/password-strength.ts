import type { PasswordIdentity } from '@skytrace/contracts';
import { passwordIdentityWords } from '@skytrace/contracts';
import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

// zxcvbn-ts with the dictionaries the server uses (apps/server/src/accounts/password-policy.ts),
// so the live hint agrees with the server's verdict. Its dictionaries weigh about a megabyte:
// this module is only ever imported dynamically (password-field.tsx), never by the main entry.

const estimator = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  useLevenshteinDistance: false,
  maxLength: 64,
});

function isCommonPassword(result: ZxcvbnResult): boolean {
  const [only, ...rest] = result.sequence;
  return (
    rest.length === 0 &&
    only !== undefined &&
    'dictionaryName' in only &&
    only.dictionaryName === 'passwords-common'
  );
}

/** zxcvbn's score (0–4) of `password` and whether it is one of the common passwords. */
export function estimatePassword(
  password: string,
  identity: PasswordIdentity,
): { score: number; common: boolean } {
  const result = estimator.check(password, passwordIdentityWords(identity));
  return { score: result.score, common: isCommonPassword(result) };
}
