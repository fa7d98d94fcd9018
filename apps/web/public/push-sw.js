// The Web Push service worker (issue 19 item 5), served at the root scope (/push-sw.js, copied
// into dist by Vite's public folder). A push carries a FollowNotice as JSON, already translated
// into the user's language by the server (packages/contracts schemas/follow.ts); it is shown as
// a notification, and a click opens (or focuses) the tracker on the flight.
self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : null;
  } catch {
    notice = null;
  }
  if (!notice || typeof notice.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(notice.title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      // One notification per flight and kind: a repeat replaces it instead of piling up.
      tag: `${String(notice.kind)}:${String(notice.icaoId)}`,
      icon: '/favicon.svg',
      data: { url: typeof notice.url === 'string' ? notice.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  // Only our own pages are opened from a notification.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      for (const client of windows) {
        if ('navigate' in client && 'focus' in client) {
          return client.navigate(url).then((opened) => (opened ?? client).focus());
        }
      }
      return self.clients.openWindow(url);
    }),
  );
});

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
