import type { Language } from './language';
import { boot as bootEn, type BootTexts } from './resources/en/boot';
import { boot as bootZh } from './resources/zh/boot';

// Both languages' few first-paint texts ride in the entry (≈ 0.3 KB): the phone's bar and search
// box are drawn before the shell texts' chunk could arrive (apps/web/README.md, "Start-up on a
// phone").

export type { BootTexts };

/** The texts of the phone's first paint in `language`. */
export function bootTexts(language: Language): BootTexts {
  return language === 'zh' ? bootZh : bootEn;
}
