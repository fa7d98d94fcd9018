// The kit feature (issue 17 item 4): applying for a receiver kit (China only), following the
// applications, asking for replacement fittings. The hosting agreements are `features/contracts`.

export { deviceApplyRoutes } from './device-apply.routes';
