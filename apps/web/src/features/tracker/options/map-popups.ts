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

/** An airport's names (UI language first, the other below) and codes. */
export function airportPopup(airport: AirportHit, language: Language, t: TFunction): HTMLElement {
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
