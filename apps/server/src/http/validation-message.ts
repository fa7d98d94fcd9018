import { isMessageKey, translateMessage, type Language } from '@skytrace/contracts';

/** One failed check of a request, as fastify-type-provider-zod reports it. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** The field a validation issue is about, as a dotted path (`body.email`, `query.lang`). */
export function issueField(issue: ValidationIssue, context: string | undefined): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const part = context === 'querystring' ? 'query' : context;
  return [part, path].filter(Boolean).join('.');
}

/**
 * The translated text of one validation issue. Schemas in @skytrace/contracts give spec §5
 * messages as catalogue keys (`validation.emailInvalid`); zod's own checks are mapped by code.
 */
export function issueMessage(issue: ValidationIssue, language: Language): string {
  const message = issue.message ?? '';
  if (isMessageKey(message)) return translateMessage(language, message);
  const origin = issue.params.origin;
  const bound = (name: 'minimum' | 'maximum') => {
    const value = issue.params[name];
    return typeof value === 'number' || typeof value === 'bigint' ? Number(value) : '';
  };
  switch (issue.keyword) {
    case 'invalid_type':
      // zod 4 says "received undefined" for a missing field; anything else is a wrong type.
      return translateMessage(
        language,
        message.endsWith('received undefined') ? 'validation.required' : 'validation.invalidType',
      );
    case 'too_small':
      return origin === 'string'
        ? translateMessage(language, 'validation.tooShort', { minimum: bound('minimum') })
        : translateMessage(language, 'validation.tooSmall', { minimum: bound('minimum') });
    case 'too_big':
      return origin === 'string'
        ? translateMessage(language, 'validation.tooLong', { maximum: bound('maximum') })
        : translateMessage(language, 'validation.tooBig', { maximum: bound('maximum') });
    case 'invalid_value':
      return translateMessage(language, 'validation.invalidOption');
    case 'unrecognized_keys':
      return translateMessage(language, 'validation.unknownKeys');
    default:
      return translateMessage(language, 'validation.invalidFormat');
  }
}
