import type { OutboxMail } from "./mailbox.repository.js";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Escapes the text first, then turns the (already escaped) http(s) addresses into links. */
const withLinks = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"]+/g, (url) => `<a href="${url}" rel="noreferrer">${url}</a>`);

/** A plain page listing the dev outbox; no script, inline styles only (the CSP allows those). */
export function renderMailbox(mails: OutboxMail[]): string {
  const items = mails.length
    ? mails
        .map(
          (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toUTCString())}</time></p>
<pre>${withLinks(m.text)}</pre>
</article>`,
        )
        .join("\n")
    : "<p>No mail yet. Messages the app sends appear here, newest first.</p>";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox · Clarity</title>
<style>
body{font-family:system-ui,sans-serif;max-width:860px;margin:0 auto;padding:24px;color:#1a1b1e;background:#f8f9fa}
article{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px 20px;margin:16px 0}
h1{font-size:22px} h2{font-size:17px;margin:0 0 4px} .meta{color:#555;margin:0 0 8px;font-size:14px}
pre{white-space:pre-wrap;word-break:break-word;font:14px/1.5 system-ui,sans-serif;margin:0}
</style></head>
<body><h1>Dev mailbox</h1>
<p>Development only: with no SMTP_URL set, the mail the app sends is kept here instead of being delivered.</p>
${items}
</body></html>`;
}
