/**
 * Reminders (decision 027): the signed-in person's own, by id (anyone else's is a 404), their browsers'
 * push subscriptions, and the public one-tap stop that an email's link carries a signed token for.
 */
export default {
  routes: [
    { method: 'GET', path: '/account/reminders', handler: 'reminder.listOwn' },
    { method: 'POST', path: '/account/reminders', handler: 'reminder.createOwn' },
    { method: 'PUT', path: '/account/reminders/:id', handler: 'reminder.updateOwn' },
    { method: 'DELETE', path: '/account/reminders/:id', handler: 'reminder.deleteOwn' },
    { method: 'POST', path: '/account/reminders/:id/snooze', handler: 'reminder.snoozeOwn' },
    { method: 'GET', path: '/account/reminders/:id/calendar.ics', handler: 'reminder.calendarOwn' },
    { method: 'GET', path: '/account/push-subscriptions', handler: 'reminder.pushSettings' },
    { method: 'POST', path: '/account/push-subscriptions', handler: 'reminder.savePush' },
    { method: 'DELETE', path: '/account/push-subscriptions', handler: 'reminder.deletePush' },
    // GET for the email's link, POST for mail apps' one-click unsubscribe (RFC 8058).
    { method: 'GET', path: '/reminders/stop', handler: 'reminder.stop' },
    { method: 'POST', path: '/reminders/stop', handler: 'reminder.stop' },
  ],
};
