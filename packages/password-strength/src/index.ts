export { estimatePassword, type PasswordEstimate } from './estimate';
