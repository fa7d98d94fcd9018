// Deployment facts shown on the static pages. The contact address is read from the build
// environment so each deployment names its own operator; the default is the project mailbox.
export const CONTACT_EMAIL: string =
  (import.meta.env.VITE_CONTACT_EMAIL as string | undefined) ?? 'support@skytrace.aero';
