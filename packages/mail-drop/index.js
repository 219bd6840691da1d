'use strict';
const fs = require('fs');
const path = require('path');
const { randomBytes } = require('crypto');

const LINK = /https?:\/\/[^\s"'<>]+/g;

/**
 * A link as it may appear in a log line: without its query string or fragment, where reset and sign-in
 * tokens travel. Logs are copied to collectors and read by more people than the mailbox; the whole link
 * stays in the message file.
 */
const redactLink = (link) => link.replace(/([?#]).*$/, '$1…');

/**
 * The mail drop, the embedded default for email (not the outbox, which queues messages in the database
 * and calls this): each message becomes `<time>-<id>.json` ({ to, from, subject,
 * text, html, messageId, sentAt }) in `dir`, where a developer and the tests can read it; its links are
 * logged without their query strings, so no token reaches a log. Only the CMS's email outbox worker calls
 * it (decision 011), so a file appears just after the request that queued it.
 */
module.exports = {
  init(providerOptions = {}, settings = {}) {
    const dir = providerOptions.dir;
    if (!dir) throw new Error('The mail drop email provider needs providerOptions.dir');
    return {
      async send(options) {
        fs.mkdirSync(dir, { recursive: true });
        const sentAt = new Date();
        const message = {
          to: options.to,
          from: options.from || settings.defaultFrom,
          replyTo: options.replyTo || settings.defaultReplyTo,
          subject: options.subject,
          text: options.text || '',
          html: options.html || '',
          messageId: options.messageId || null,
          sentAt: sentAt.toISOString(),
        };
        const name = `${sentAt.getTime()}-${randomBytes(4).toString('hex')}.json`;
        const file = path.join(dir, name);
        // Written to a temporary name first so a reader never sees half a message.
        fs.writeFileSync(`${file}.part`, JSON.stringify(message, null, 2));
        fs.renameSync(`${file}.part`, file);
        const links = (message.text.match(LINK) || []).map(redactLink).join(' ');
        const log = global.strapi && global.strapi.log ? global.strapi.log : console;
        log.info(`[mail-drop] "${message.subject}" to ${message.to} -> ${file}${links ? ` links: ${links}` : ''}`);
      },
    };
  },
};
