import { describe, expect, it } from 'vitest';
import { failureText } from './failure';
import { ApiError } from './http';

describe('failureText', () => {
  it('prefers the first field issue of a rejected form', () => {
    const error = new ApiError(400, 'Invalid request', {
      code: 400,
      msg: 'Invalid request',
      data: { issues: [{ msg: 'Name cannot be empty' }, { msg: 'second' }] },
    });
    expect(failureText(error, 'fallback')).toBe('Name cannot be empty');
  });

  it("falls back to the envelope's message, then the page's text, then the error's", () => {
    const refused = new ApiError(403, 'plain', { code: 403, msg: 'No permission', data: null });
    expect(failureText(refused, 'fallback')).toBe('No permission');
    const empty = new ApiError(500, 'plain', { code: 500, msg: '', data: null });
    expect(failureText(empty, 'Could not load')).toBe('Could not load');
    expect(failureText(new ApiError(0, 'network'), 'Could not load')).toBe('Could not load');
    expect(failureText(new ApiError(0, 'network'))).toBe('network');
    expect(failureText(new Error('boom'))).toBe('boom');
    expect(failureText('text')).toBe('text');
  });
});
