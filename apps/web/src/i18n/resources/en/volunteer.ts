// "Volunteers wanted" page (/ad/volunteerwanted), English. Keys mirror zh/volunteer.ts.
export const volunteer = {
  eyebrow: 'Volunteers wanted',
  title: 'Host an ADS-B receiver for Skytrace',
  lead: 'Every receiver extends the map. If you have a rooftop, a balcony or a high window with an open view of the sky, a small receiver there can hear aircraft 200 to 400 km away.',
  hardware: {
    title: 'What you need',
    sdr: {
      title: 'RTL-SDR dongle',
      body: 'A USB software-defined radio with the RTL2832U chip. A model with a built-in 1090 MHz filter and amplifier hears noticeably further.',
    },
    antenna: {
      title: '1090 MHz antenna',
      body: 'Outdoors and as high as possible, with a clear horizon. Keep the coaxial cable short and low-loss, and fit a lightning arrester on a roof.',
    },
    computer: {
      title: 'Raspberry Pi',
      body: 'A Raspberry Pi 3B+, 4 or 5 (or any small Linux computer) with a good power supply and a stable internet connection. Upload traffic is small.',
    },
  },
  setup: {
    title: 'Connect your receiver',
    intro:
      'Skytrace receives data in Beast format on TCP port 30004. We recommend readsb, the decoder used by most feeder networks.',
    install: {
      title: 'Install readsb',
      body: 'On Raspberry Pi OS, the community install script sets up readsb as a service:',
    },
    uuid: {
      title: 'Create your receiver identifier',
      body: 'Generate a UUID once and keep it: it identifies your receiver and links its statistics to your account.',
    },
    connect: {
      title: 'Feed Skytrace',
      body: 'Add this connector to the readsb network options (NET_OPTIONS in /etc/default/readsb), replacing the UUID with yours, then restart readsb:',
    },
    register: {
      title: 'Register the receiver',
      body: 'Sign in and add the receiver with its UUID to your account. Its statistics, coverage and ranking appear within minutes of the first messages.',
    },
  },
  kit: {
    title: 'Apply for a receiver kit',
    body: 'In mainland China we lend complete kits to volunteers with a good site: SDR, antenna, feeder cable, lightning arrester, Raspberry Pi, weatherproof box and power adapter. Applications are made from your account, with the installation site, cable lengths and a few photos. We review each application, ship approved kits and replace worn fittings later on.',
    statuses:
      'An application goes through: pending review → approved → kit shipped (or not approved, with a reason).',
    cta: 'Log in to apply',
  },
  privacy: {
    title: 'Your receiver and your privacy',
    body: 'Your receiver’s exact position is used only to decode positions and compute coverage; the public map shows it approximately. The privacy policy explains what we collect from receivers and why.',
    link: 'Read the privacy policy',
    terms: 'Read the feeder terms',
  },
  thanks: 'Thank you for helping everyone see the sky.',
};
