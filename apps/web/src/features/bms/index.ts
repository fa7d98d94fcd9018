// The back office (BMS, issue 16): its one route; everything else loads with it.
export { bmsRoute } from './bms.routes';
