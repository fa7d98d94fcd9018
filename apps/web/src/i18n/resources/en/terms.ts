import type { LegalDocument } from '../../document';

// Terms of service, English edition (route /terms-en). Same structure as zh/terms.ts.
export const terms: LegalDocument = {
  title: 'Terms of Service',
  updated: 'Last updated: 21 November 2026',
  intro: [
    'These terms govern your use of Skytrace (天迹 ADS-B), a live flight tracking service built on ADS-B data shared by volunteer receiver hosts. By using the website or creating an account you accept them. Receiver hosts also accept the feeder terms in section 5.',
  ],
  sections: [
    {
      title: '1. Information only',
      paragraphs: [
        'Flight positions, tracks, schedules and statistics come from radio receivers and public sources. They can be incomplete, delayed or wrong. Do not use Skytrace for navigation, air traffic control, search and rescue or any other safety-related decision.',
      ],
      items: [],
    },
    {
      title: '2. Your account',
      paragraphs: [
        'Give accurate details when you register, keep your password to yourself and tell us if you think your account has been misused. An account is for one person. You are responsible for what is done with your account.',
      ],
      items: [],
    },
    {
      title: '3. Acceptable use',
      paragraphs: ['When using Skytrace you must not:'],
      items: [
        'collect data in bulk by automated means, or place an unreasonable load on the service;',
        'get around access controls, rate limits or the hiding of restricted aircraft;',
        'use flight data to harass, stalk or harm anyone, or for any unlawful purpose;',
        'upload content that is unlawful, misleading, or that you have no right to share.',
      ],
    },
    {
      title: '4. Photos and other content',
      paragraphs: [
        'You keep the rights to the photos you upload. You allow us to store, resize, watermark and display them within Skytrace, credited to you, for as long as they remain published. You confirm that you took them or have permission to share them. We may remove content that breaks these terms.',
      ],
      items: [],
    },
    {
      title: '5. Feeder terms',
      paragraphs: ['If you host a receiver and feed data to Skytrace:'],
      items: [
        'You feed data voluntarily and may stop at any time.',
        'You make sure you are allowed to install the antenna and equipment where you place them, and that you install them safely.',
        'You forward only data your receiver actually received; altered or invented data is not allowed.',
        'You allow us to use the data you feed, without time limit, to run the live map, playback, statistics and rankings, including in aggregated form after you stop feeding.',
        'A kit lent to you remains the property of the project unless your device contract says otherwise; the contract you sign in the service governs loans, replacement of fittings and return.',
      ],
    },
    {
      title: '6. Availability and changes',
      paragraphs: [
        'We run Skytrace on a best-effort basis. We may change, suspend or end any part of the service, and we will give notice of changes that affect registered users where we reasonably can.',
      ],
      items: [],
    },
    {
      title: '7. Liability',
      paragraphs: [
        'The service is provided as is. To the extent the law allows, we are not liable for losses caused by missing, late or inaccurate data, or by interruptions of the service.',
      ],
      items: [],
    },
    {
      title: '8. Suspension and closure',
      paragraphs: [
        'We may suspend or close accounts that break these terms. You may close your account at any time; the privacy policy explains what happens to your data.',
      ],
      items: [],
    },
    {
      title: '9. Contact',
      paragraphs: [
        'If these terms are translated, the Chinese edition prevails. Questions about these terms can be sent to the address below.',
      ],
      items: [],
    },
  ],
  contact: 'Contact:',
};
