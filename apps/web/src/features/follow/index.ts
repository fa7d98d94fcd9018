// Follow and alerts (issue 19 item 5): the followed list page and the detail bar's button.
export { followRoutes } from './follow.routes';
export { FollowButton } from './FollowButton';
export { NoticeToasts } from './NoticeToasts';
