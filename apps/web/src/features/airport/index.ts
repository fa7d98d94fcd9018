// The airport page (issue 19, spec §2 `airport/{aptCode}`) and the live map's airport panel:
// status of spec §4, delay figures, runway in use, notices, events and the boards.

export { airportRoutes } from './airport.routes';
/** The map's airport panel (the tracker opens it from an airport label). */
export { AirportPanel } from './AirportPanel';
