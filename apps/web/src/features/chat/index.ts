// The assistant (issue 20 item 1): the /chat page; its nav entry is in app/nav.ts already.
export { chatRoutes } from './chat.routes';
