import type { LegalDocument } from '../../document';

// Privacy policy, English edition (route /privacy-en). Same structure as zh/privacy.ts.
export const privacy: LegalDocument = {
  title: 'Privacy Policy',
  updated: 'Last updated: 21 November 2026',
  intro: [
    'Skytrace (天迹 ADS-B) is a live flight tracking service built on ADS-B data shared by volunteers who host receivers. This policy explains what information we collect when you use the website, create an account or feed data from a receiver, how we use it, how long we keep it and what you can ask of us.',
  ],
  sections: [
    {
      title: '1. Information we collect',
      paragraphs: ['We collect only what the service needs:'],
      items: [
        'Account data: your username, password (stored only as a salted hash), email address or mobile number, and the profile details you choose to add (nickname, real name, bio, gender, industry, region, avatar). If you complete real-name authentication, those details are encrypted at rest and only ever shown masked.',
        'Receiver (feeder) data: the receiver identifier (UUID), the receiver position you set, the ADS-B and Mode S messages it forwards, connection times, message and aircraft counts, daily statistics, coverage and ranking.',
        'Kit applications: the recipient name, phone number, postal address and postcode, the installation details and photos you provide, and the shipping number.',
        'Photos: aircraft and airport photos you upload, with the registration, airport and shooting date you enter.',
        'Logs: IP address, browser and device type, time and address of each request, and error reports, used for security and troubleshooting.',
        'On your device: your language choice (APP_LANGUAGE) and display settings in local storage, and a sign-in cookie valid for 30 days.',
      ],
    },
    {
      title: '2. How receiver data is used',
      paragraphs: [
        'ADS-B messages are public broadcasts from aircraft. We decode the messages your receiver forwards and combine them with those of every other receiver to produce the aggregated live map, flight playback, traffic statistics and receiver rankings.',
        'Your receiver’s exact position is used internally to decode aircraft positions and to compute coverage. On public pages the receiver location is only shown approximately, never precisely enough to identify a building. Your receiver’s alias and statistics appear in the rankings.',
      ],
      items: [],
    },
    {
      title: '3. How account data is used',
      paragraphs: [
        'We use account data to sign you in, keep your follow lists and settings, manage your receivers and applications, ship and support kits, review uploaded photos, and contact you about your account or receiver.',
        'We do not sell personal information and we do not build advertising profiles.',
      ],
      items: [],
    },
    {
      title: '4. Sharing',
      paragraphs: ['We share personal information only in these cases:'],
      items: [
        'With a courier, the name, phone number and address needed to deliver a kit you applied for.',
        'With the hosting and storage providers that run the service for us, under confidentiality obligations.',
        'When the law or a competent authority requires it.',
      ],
    },
    {
      title: '5. Retention',
      paragraphs: [],
      items: [
        'Account data is kept while your account exists and deleted within 30 days after you close it.',
        'Receiver statistics are kept while the receiver is registered. Flight tracks and traffic statistics derived from many receivers are kept without any link to you.',
        'Kit application data is kept while the kit is on loan and for as long as accounting rules require afterwards.',
        'Logs are kept for at most 90 days, longer only when needed to investigate a security incident.',
      ],
    },
    {
      title: '6. Your rights',
      paragraphs: [
        'You may access and correct your data from your account page. By writing to us you can obtain a copy of your data, have your account deleted, withdraw a receiver (stop feeding and have its statistics removed), and object to or restrict processing. You may also complain to your data protection authority. We answer requests within 15 working days.',
      ],
      items: [],
    },
    {
      title: '7. Security',
      paragraphs: [
        'The service is served over HTTPS, passwords are hashed, real-name data is encrypted, and access to personal data is limited to the people who operate the service.',
      ],
      items: [],
    },
    {
      title: '8. Children',
      paragraphs: [
        'Skytrace is not directed at children under 14, and we do not knowingly create accounts for them.',
      ],
      items: [],
    },
    {
      title: '9. Changes and contact',
      paragraphs: [
        'We will announce material changes to this policy on the website before they take effect. For any question or request about your personal information, write to us at the address below.',
      ],
      items: [],
    },
  ],
  contact: 'Contact:',
};
