import { describe, expect, it } from 'vitest';
import { en } from './resources/en';
import { zh } from './resources/zh';

/** Every leaf path of a resource tree, array indexes included. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keyPaths(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, prefix === '' ? key : `${prefix}.${key}`),
  );
}

describe('i18n resources', () => {
  it('zh and en have identical key sets, recursively', () => {
    expect(keyPaths(zh).sort()).toEqual(keyPaths(en).sort());
  });

  it('every leaf is a non-empty string', () => {
    for (const [path, value] of [...leaves(en), ...leaves(zh)]) {
      expect(typeof value, path).toBe('string');
      expect((value as string).trim(), path).not.toBe('');
    }
  });

  it('interpolation placeholders match between languages', () => {
    const placeholders = (text: unknown) =>
      [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const zhLeaves = new Map(leaves(zh));
    for (const [path, text] of leaves(en)) {
      expect(placeholders(zhLeaves.get(path)), path).toEqual(placeholders(text));
    }
  });
});
