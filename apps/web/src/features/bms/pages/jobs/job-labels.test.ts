import { describe, expect, it } from 'vitest';
import { parseParams } from './job-labels';

describe('parseParams', () => {
  it('accepts an empty field and flat JSON objects', () => {
    expect(parseParams('')).toEqual({});
    expect(parseParams('{"days": 7, "dry": false, "note": null}')).toEqual({
      days: 7,
      dry: false,
      note: null,
    });
  });
  it('refuses arrays, nested values and text that is not JSON', () => {
    expect(parseParams('[1]')).toBeUndefined();
    expect(parseParams('{"a": {"b": 1}}')).toBeUndefined();
    expect(parseParams('days=7')).toBeUndefined();
    expect(parseParams('7')).toBeUndefined();
  });
});
