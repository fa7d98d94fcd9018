// The signed-out pages, loaded together: whoever opens one usually moves to another.
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { ForgotPasswordPage } from './ForgotPasswordPage';
