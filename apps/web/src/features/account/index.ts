// The account feature (spec §2 accounts): the signed-out pages (auth/: sign-in, registration,
// password reset) and the signed-in user's pages under /account. They share the account calls,
// the form parts and the `accounts.` translations.

export { accountRoutes } from './account.routes';
export { authRoutes } from './auth/auth.routes';
