import { describe, expect, it } from 'vitest';
import { en as enShell } from './resources/en';
import { documents as enDocuments } from './resources/en/documents';
import { zh as zhShell } from './resources/zh';
import { documents as zhDocuments } from './resources/zh/documents';

// The shell texts and the long documents load separately (src/i18n/index.ts) but form one tree;
// parity is checked on the whole tree of each language.
const en = {
  ...enShell,
  ...enDocuments,
  legal: { ...enShell.legal, ...enDocuments.legal },
};
const zh = {
  ...zhShell,
  ...zhDocuments,
  legal: { ...zhShell.legal, ...zhDocuments.legal },
};

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

  it('the shell and the documents do not share a key (documents merge in without overwriting)', () => {
    const shellKeys = new Set(keyPaths(enShell));
    expect(keyPaths(enDocuments).filter((path) => shellKeys.has(path))).toEqual([]);
    expect(keyPaths(en).length).toBe(keyPaths(enShell).length + keyPaths(enDocuments).length);
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
