const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footnote?: string;
}

/** Renders one readable message as plain text and as simple, inline-styled HTML. */
export function renderMail(c: MailContent): { subject: string; text: string; html: string } {
  const text = [
    c.greeting,
    "",
    ...c.paragraphs.flatMap((p) => [p, ""]),
    ...(c.action ? [`${c.action.label}: ${c.action.url}`, ""] : []),
    ...(c.footnote ? [c.footnote, ""] : []),
    "— Clarity",
  ].join("\n");
  const button = c.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(c.action.url)}" style="background:#1c7ed6;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(c.action.label)}</a></p>
<p style="color:#555;font-size:13px">If the button does not work, copy this address into your browser:<br><span style="word-break:break-all">${escapeHtml(c.action.url)}</span></p>`
    : "";
  const html = `<!doctype html><html><body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1a1b1e;background:#f8f9fa;margin:0;padding:24px">
<div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;border:1px solid #e9ecef">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(c.subject)}</h1>
<p>${escapeHtml(c.greeting)}</p>
${c.paragraphs.map((p) => `<p style="line-height:1.5">${escapeHtml(p)}</p>`).join("\n")}
${button}
${c.footnote ? `<p style="color:#868e96;font-size:13px">${escapeHtml(c.footnote)}</p>` : ""}
<p style="color:#868e96;font-size:13px;margin-top:32px">— Clarity</p>
</div></body></html>`;
  return { subject: c.subject, text, html };
}
