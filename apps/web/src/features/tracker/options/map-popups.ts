import type { AirportHit, DeviceListItem } from '@skytrace/contracts';
import type { TFunction } from 'i18next';
import type { Language } from '../../../i18n/language';

// Contents of the map's popups, built as DOM nodes with textContent (airport and device names come
// from the server and are never parsed as HTML).

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function facts(rows: readonly [string, string][]): HTMLDListElement {
  const list = element('dl', 'map-popup__facts');
  for (const [term, value] of rows) {
    list.append(element('dt', 'map-popup__term', term), element('dd', 'map-popup__value', value));
  }
  return list;
}

/** A link inside a popup that navigates within the app (`open`) instead of reloading the page. */
function actionLink(text: string, href: string, open: (path: string) => void): HTMLAnchorElement {
  const link = element('a', 'map-popup__action', text);
  link.href = href;
  link.addEventListener('click', (event) => {
    // A modified click keeps the browser's meaning (new tab, new window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    open(href);
  });
  return link;
}

/**
 * An airport's names (UI language first, the other below) and codes, and "Airport playback"
 * (issue 15) when `playback` gives its link and the way to open it.
 */
export function airportPopup(
  airport: AirportHit,
  language: Language,
  t: TFunction,
  playback?: { href: string; open: (path: string) => void },
  panel?: { open: () => void },
): HTMLElement {
  const root = element('div', 'map-popup');
  const primary = language === 'zh' ? (airport.cName ?? airport.name) : airport.name;
  const secondary = language === 'zh' ? airport.name : airport.cName;
  root.append(element('h3', 'map-popup__title', primary));
  if (secondary !== null && secondary !== primary) {
    root.append(element('p', 'map-popup__subtitle', secondary));
  }
  const city = language === 'zh' ? (airport.cCity ?? airport.city) : airport.city;
  const none = t('mapOptions.airport.none');
  root.append(
    facts([
      [t('mapOptions.airport.iata'), airport.IATA ?? none],
      [t('mapOptions.airport.icao'), airport.ICAO],
      [t('mapOptions.airport.city'), city ?? none],
      [t('mapOptions.airport.country'), airport.country],
    ]),
  );
  if (panel !== undefined) {
    // Issue 19: the airport's status and boards in the radar's panel.
    const href = `/airport/${encodeURIComponent(airport.IATA ?? airport.ICAO)}`;
    root.append(actionLink(t('airport.openPanel'), href, () => panel.open()));
  }
  if (playback !== undefined) {
    root.append(actionLink(t('mapOptions.airport.playback'), playback.href, playback.open));
  }
  return root;
}

/** A receiver's name, online state and today's figures. */
export function devicePopup(
  device: DeviceListItem,
  t: TFunction,
  formatNumber: (n: number) => string,
): HTMLElement {
  const root = element('div', 'map-popup');
  root.append(
    element(
      'h3',
      'map-popup__title',
      device.alias ?? t('mapOptions.device.name', { id: device.devId }),
    ),
  );
  const status = element(
    'p',
    `map-popup__status map-popup__status--${device.online ? 'online' : 'offline'}`,
    device.online ? t('mapOptions.device.online') : t('mapOptions.device.offline'),
  );
  root.append(status);
  if (device.mine) root.append(element('p', 'map-popup__subtitle', t('mapOptions.device.mine')));
  root.append(
    facts([
      [t('mapOptions.device.messagesToday'), formatNumber(device.messagesToday)],
      [t('mapOptions.device.aircraftToday'), formatNumber(device.aircraftToday)],
    ]),
  );
  return root;
}
