// Feedback (issue 20 item 2): the form and the user's feedback with replies, the account page's
// card of replies, and the map's button.
export { feedbackNav, feedbackRoutes } from './feedback.routes';
export { FeedbackReplies } from './FeedbackReplies';
export { FeedbackMapButton, FeedbackPhoneButton } from './FeedbackMapButton';
