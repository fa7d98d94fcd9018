// English text of the phone's first paint (ui/boot-chrome.ts), shown before i18next and the
// shell texts have loaded. The shell texts take these same values (common.ts, tracker.ts), so
// the bar and the search box read the same before and after React. Keys match zh/boot.ts.
export const boot = {
  appName: 'Skytrace',
  openMenu: 'Open menu',
  searchLabel: 'Search live flights',
  searchPlaceholder: 'Flight, callsign, registration, ICAO or airport',
};

export type BootTexts = typeof boot;
