// The account feature (spec §2 accounts): the signed-out pages (auth/: sign-in, registration,
// password reset) and the signed-in user's pages under /account. They share the account calls,
// the form parts and the `accounts.` translations.

export { accountRoutes } from './account.routes';
export { authRoutes } from './auth/auth.routes';
// WeChat sign-in and binding (issue 20 item 3): the redirect pages, and what the /poa pages use.
export { wechatRoutes } from './wechat/wechat.routes';
export { startWechat, takeWechatState, inWechatBrowser } from './wechat/wechat-start';
export { useWechatConfigured } from './wechat/WechatButton';
export { completeLogin } from './auth/sign-in';
export { CodeRow } from './auth/code-row';
