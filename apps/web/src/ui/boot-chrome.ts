import { bootTexts } from '../i18n/boot-texts';
import { currentLanguage } from '../i18n/language';
import { markStartup } from '../live/startup.marks';
import './styles/logo.css';
import './styles/burger.css';
import './styles/boot-chrome.css';

// The phone's bar and search box before React (issue 15: search and menu on screen within 2 s at
// 4× CPU throttling). A phone opening the radar gets them from the entry, as plain elements
// where the shell will put its own (the compact bar, the radar's search box), in the page's
// language: the React shell (≈ 150 KB of script and its first render) arrives seconds later on a
// slow CPU. What the user does meanwhile is kept: the text typed and the focus go to the real
// search box, a tap on the menu button opens the real menu. The compact bar and the search box
// each remove their boot twin in a layout effect, in the commit that draws them, so no frame
// shows both or neither.

interface BootChrome {
  bar: HTMLElement | null;
  search: HTMLElement | null;
  input: HTMLInputElement | null;
  menuTapped: boolean;
}

const chrome: BootChrome = { bar: null, search: null, input: null, menuTapped: false };

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
): HTMLElementTagNameMap[K] {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/** Draws the compact bar (logo, menu button) and the radar's search box at once. */
export function showBootChrome(): void {
  if (chrome.bar !== null) return;
  const texts = bootTexts(currentLanguage());

  const bar = element('header', 'boot-chrome boot-chrome__bar');
  const logo = element('span', 'logo');
  // The same mark as the shell's inline one (ui/Logo.tsx), already requested as the tab's icon.
  const mark = element('img', 'logo__mark');
  mark.src = '/favicon.svg';
  mark.alt = '';
  const name = element('span', 'logo__name');
  name.textContent = texts.appName;
  logo.append(mark, name);
  const menu = element('button', 'boot-chrome__menu');
  menu.type = 'button';
  menu.setAttribute('aria-label', texts.openMenu);
  menu.setAttribute('aria-expanded', 'false');
  const burger = element('span', 'burger');
  burger.setAttribute('aria-hidden', 'true');
  menu.append(burger);
  // Acknowledged at once (the cross), opened by the shell's bar when it takes over.
  menu.addEventListener('click', () => {
    chrome.menuTapped = !chrome.menuTapped;
    burger.classList.toggle('burger--open', chrome.menuTapped);
  });
  bar.append(logo, menu);

  const search = element('div', 'boot-chrome boot-chrome__search');
  search.setAttribute('role', 'search');
  const input = element('input', 'boot-chrome__input');
  input.type = 'search';
  input.placeholder = texts.searchPlaceholder;
  input.setAttribute('aria-label', texts.searchLabel);
  input.autocomplete = 'off';
  input.spellcheck = false;
  search.append(input);

  document.body.append(bar, search);
  Object.assign(chrome, { bar, search, input });
  markStartup('boot-chrome');
}

/** Whether the menu button was tapped (an odd number of times) before the shell's bar came. */
export function bootMenuTapped(): boolean {
  return chrome.menuTapped;
}

/** The shell's bar is drawn: the boot bar goes, and a pending tap is forgotten. */
export function removeBootBar(): void {
  chrome.bar?.remove();
  chrome.bar = null;
  chrome.menuTapped = false;
}

/** What was typed into the boot search box, and whether it has the focus; null when none. */
export function bootSearchState(): { text: string; focused: boolean } | null {
  const input = chrome.input;
  if (input === null) return null;
  return { text: input.value, focused: document.activeElement === input };
}

/** The shell's search box is drawn: the boot one goes. */
export function removeBootSearch(): void {
  chrome.search?.remove();
  chrome.search = null;
  chrome.input = null;
}

/** The first route is not the radar (a guard sent the phone elsewhere): nothing of it stays. */
export function removeBootChrome(): void {
  removeBootBar();
  removeBootSearch();
}
