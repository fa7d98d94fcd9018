// Follow and alerts (issue 19 item 5): the followed list page and the detail bar's button.
export { followRoutes } from './follow.routes';
export { FollowButton } from './FollowButton';
export { NoticeToasts } from './NoticeToasts';
// The tracker's "Following" panel (features/tracker/following) reads the list through it.
export { followApi } from './follow.api';
