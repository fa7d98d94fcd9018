// The receivers page's network figures: the ADS-B coverage rate (`/business/pcr/adsb`) and the
// receivers per country (`/index/country`) (issue 19 leftovers, h19).
export const networkFigures = {
  networkFigures: {
    title: 'ADS-B coverage of the network',
    explain:
      'Of the aircraft our receivers hear right now, the share whose position they receive. An aircraft heard without a position is one no receiver decodes well enough to place.',
    rate: 'Position coverage rate',
    aircraft: 'Aircraft heard',
    positioned: 'With a position',
    receiversOnline: 'Receivers online',
    receiversOf: 'of {{total}}',
    areaToday: 'Area covered today',
    days: 'Last {{count}} days',
    day: 'Day',
    receivers: 'Receivers',
    positions: 'Positions',
    area: 'Area covered',
    areaValue: '{{value}} km²',
    countriesTitle: 'Receivers by country',
    country: 'Country or region',
    online: 'Online',
    liveAircraft: 'Live aircraft registered there',
    noReceivers: 'No receivers located yet.',
  },
};
