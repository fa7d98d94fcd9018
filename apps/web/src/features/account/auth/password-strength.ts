// The password hint's estimator is the server's own (@skytrace/password-strength), so the hint
// agrees with the verdict. Its dictionaries weigh about a megabyte: this module is only ever
// imported dynamically (password-field.tsx), never by the main entry, and names the chunk the
// e2e test checks for.
export { estimatePassword } from '@skytrace/password-strength';
