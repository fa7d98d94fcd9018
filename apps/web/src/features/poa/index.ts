// The /poa phone pages (spec §2 mini-program pages, issue 20 item 3): bind phone, my receivers'
// online time, live flights and rank, made to work inside WeChat's web view.
export { poaRoutes } from './poa.routes';
