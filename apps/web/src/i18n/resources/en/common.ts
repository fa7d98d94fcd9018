// English interface text. Keys must match zh/common.ts exactly (enforced by parity.test.ts).
export const common = {
  app: {
    name: 'Skytrace',
    titleSuffix: ' - Skytrace',
    tagline: 'Live flights, heard by volunteers',
    loading: 'Loading…',
  },
  nav: {
    main: 'Main navigation',
    home: 'Home',
    about: 'About',
    volunteer: 'Host a receiver',
    terms: 'Terms',
    privacy: 'Privacy',
    openMenu: 'Open menu',
    skipToContent: 'Skip to content',
    closeMenu: 'Close menu',
  },
  language: {
    label: 'Language',
    zh: '中文',
    en: 'English',
  },
  user: {
    login: 'Log in',
    menu: 'Account menu',
    account: 'My account',
    bms: 'Admin system',
    logout: 'Log out',
    avatarAlt: 'Avatar of {{name}}',
  },
  routes: {
    register: 'Create an account',
    forgotPassword: 'Reset password',
    modifyPassword: 'Change password',
    modifyEmail: 'Change email',
    modifyPhone: 'Change phone',
    authenticate: 'Real-name authentication',
    home: 'Live flights',
    about: 'About Skytrace',
    login: 'Sign in',
    account: 'My account',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    volunteer: 'Volunteers wanted',
    notFound: 'Page not found',
  },
  home: {
    eyebrow: 'ADS-B flight tracking',
    title: 'Every aircraft overhead, heard by volunteers',
    lead: 'Aircraft broadcast their identity, position, altitude and speed on 1090 MHz. Skytrace gathers those broadcasts from receivers hosted by volunteers and merges them into one live picture of the sky, with the history to play it back.',
    ctaVolunteer: 'Host a receiver',
    ctaPrivacy: 'How we handle data',
    howTitle: 'How Skytrace works',
    steps: {
      broadcast: {
        title: 'Aircraft broadcast',
        body: 'Transponders send ADS-B and Mode S messages several times a second: call sign, position, altitude, speed, heading and squawk.',
      },
      receive: {
        title: 'Volunteers receive',
        body: 'A small receiver — an SDR dongle, a 1090 MHz antenna and a Raspberry Pi — decodes the messages and forwards them to Skytrace.',
      },
      merge: {
        title: 'Skytrace merges',
        body: 'Reports from every receiver are combined per aircraft, checked for plausibility and turned into live positions, flight tracks and statistics.',
      },
    },
    featuresTitle: 'What the network provides',
    features: {
      live: {
        title: 'Live radar map',
        body: 'Aircraft positions updated every second, with flight and airport search, filters and labels.',
      },
      playback: {
        title: 'Flight playback',
        body: 'Replay a past flight, several flights together, or the traffic of an airport.',
      },
      receivers: {
        title: 'Receiver community',
        body: 'Statistics, coverage and rankings for every receiver, and kits for volunteers with a good site.',
      },
      bilingual: {
        title: 'Chinese and English',
        body: 'The whole service speaks both languages; switch at any time from the top bar.',
      },
    },
    volunteerTitle: 'Have a view of the sky?',
    volunteerBody:
      'A rooftop or a high window is enough to add hundreds of kilometres of coverage. Find out what you need and how to connect.',
    volunteerCta: 'Become a feeder',
  },
  footer: {
    about: 'Skytrace (天迹 ADS-B) is built on data shared by volunteer receiver hosts.',
    legal: 'Legal',
    notice: 'Flight data is for information only and must not be used for navigation.',
  },
  login: {
    title: 'Sign in',
    note: 'Skytrace accounts are held by this server. Sign in with the username, email or phone number of your account.',
    returnTo: 'After signing in you will return to {{target}}.',
    backHome: 'Back to the home page',
  },
  account: {
    title: 'My account',
    username: 'Username',
    truename: 'Real name',
    notSet: 'Not set',
    permissions: 'Admin permissions',
    permissionCount_one: '{{count}} permission',
    permissionCount_other: '{{count}} permissions',
    noPermissions: 'None',
    loading: 'Loading your profile…',
  },
  notFound: {
    title: 'Page not found',
    body: 'This address does not exist. Taking you to the home page…',
    goHome: 'Go now',
  },
  notices: {
    dismiss: 'Dismiss',
  },
  failure: {
    title: 'Something went wrong',
    body: 'This page could not be shown. A newer version of Skytrace may have been released; reloading usually helps.',
    reload: 'Reload',
  },
};
