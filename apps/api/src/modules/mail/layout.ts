const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** One labelled line of a mail: plain text and HTML say the same. */
export interface Detail {
  label: string;
  value: string;
}

export interface MailBody {
  /** The first line, addressing the reader. */
  greeting: string;
  paragraphs: string[];
  details: Detail[];
  /** A button in HTML, the bare address in plain text. */
  action?: { label: string; url: string };
  closing: string[];
}

const SIGNATURE = 'The Keyturn team';

export function plainText(body: MailBody): string {
  const blocks = [body.greeting, ...body.paragraphs];
  if (body.details.length > 0) {
    blocks.push(body.details.map((d) => `${d.label}: ${d.value}`).join('\n'));
  }
  if (body.action) blocks.push(`${body.action.label}:\n${body.action.url}`);
  blocks.push(...body.closing, SIGNATURE);
  return `${blocks.join('\n\n')}\n`;
}

/**
 * Simple, accessible HTML: one column, real text (no images), a language, a title, a data
 * table with header cells, enough contrast, and inline styles, which every mail client keeps.
 */
export function html(subject: string, body: MailBody): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const rows = body.details
    .map(
      (d) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 16px 6px 0;vertical-align:top;font-weight:600">${escapeHtml(d.label)}</th>` +
        `<td style="padding:6px 0">${escapeHtml(d.value)}</td></tr>`,
    )
    .join('');
  const table = rows
    ? `<table role="table" style="border-collapse:collapse;margin:0 0 16px;font-size:16px"><tbody>${rows}</tbody></table>`
    : '';
  const action = body.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(body.action.url)}" style="display:inline-block;background:#0b5394;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:600">${escapeHtml(body.action.label)}</a></p>` +
      paragraph(
        `If the button does not work, copy this address into your browser: ${body.action.url}`,
      )
    : '';
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8;color:#1f2933;font-family:Arial,Helvetica,sans-serif">',
    '<div role="article" aria-label="' +
      escapeHtml(subject) +
      '" style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff">',
    '<p style="margin:0 0 24px;font-size:24px;font-weight:700;color:#0b5394">Keyturn</p>',
    paragraph(body.greeting),
    ...body.paragraphs.map(paragraph),
    table,
    action,
    ...body.closing.map(paragraph),
    paragraph(SIGNATURE),
    '</div></body></html>',
  ].join('\n');
}
