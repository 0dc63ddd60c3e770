/* global self, clients */
// The service worker's Web Push part (docs/decisions/056-follows-and-web-push.md), loaded into the generated worker by
// importScripts (client/vite.config.ts): shows a followed game's notice and opens its page when tapped; the notice's
// "unsubscribe" action ends the subscription with its one-tap URL.

var ICON = '/icons/icon-192.png';

/** Only this portal's own pages and API: a payload never sends the reader or a request elsewhere. */
function ownUrl(value) {
  try {
    var url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', function (event) {
  var payload;
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: event.data ? event.data.text() : '' };
  }
  var url = ownUrl(payload.url || '/') || self.location.origin + '/';
  var unsubscribe = payload.unsubscribe_url ? ownUrl(payload.unsubscribe_url) : null;
  // The action's label comes in the notice's own language, as its title and body (the subscription's).
  var label = typeof payload.unsubscribe_label === 'string' && payload.unsubscribe_label ? payload.unsubscribe_label : 'Abbestellen';
  event.waitUntil(
    self.registration.showNotification(payload.title || '', {
      body: payload.body || '',
      icon: ICON,
      badge: ICON,
      tag: payload.tag || undefined,
      lang: payload.lang || undefined,
      data: { url: url, unsubscribe_url: unsubscribe, game_id: payload.game_id, event: payload.event },
      actions: unsubscribe ? [{ action: 'unsubscribe', title: label }] : [],
    }),
  );
});

self.addEventListener('notificationclick', function (event) {
  var data = event.notification.data || {};
  event.notification.close();
  if (event.action === 'unsubscribe') {
    if (!data.unsubscribe_url) return;
    event.waitUntil(
      fetch(data.unsubscribe_url, { method: 'DELETE', credentials: 'omit' })
        .then(function () {
          return self.registration.pushManager.getSubscription();
        })
        .then(function (subscription) {
          return subscription ? subscription.unsubscribe() : false;
        })
        .catch(function () {
          return false;
        }),
    );
    return;
  }
  var url = data.url || self.location.origin + '/';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === url && 'focus' in windows[i]) return windows[i].focus();
      }
      return clients.openWindow(url);
    }),
  );
});
