import { describe, expect, it } from 'vitest';
import { bootTexts } from './boot-texts';
import { en } from './resources/en';
import { zh } from './resources/zh';

// The phone's boot bar and search box (ui/boot-chrome.ts) hand over to the shell's in place: if
// their texts differed, the name, the placeholder or the menu's label would change as React
// takes over.
describe('the first paint texts of a phone', () => {
  for (const [language, shell] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    it(`are the shell's own texts (${language})`, () => {
      expect(bootTexts(language)).toEqual({
        appName: shell.app.name,
        openMenu: shell.nav.openMenu,
        searchLabel: shell.tracker.search.label,
        searchPlaceholder: shell.tracker.search.placeholder,
      });
    });
  }

  it('differ between the languages', () => {
    expect(bootTexts('zh').searchPlaceholder).not.toBe(bootTexts('en').searchPlaceholder);
  });
});
