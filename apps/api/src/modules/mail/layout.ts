import { COMPANY_CONTACT, OFFICE_PHONE, telephoneHref } from '@keyturn/shared';
import { BRAND_COLOURS as C } from './brand.ts';

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
const ACTION_FALLBACK = 'If the button does not work, copy this address into your browser:';

/** Every mail ends with how to reach the office, as the site's footer gives it. */
const FOOTER = [
  `Keyturn, ${COMPANY_CONTACT.address}`,
  `${OFFICE_PHONE} · ${COMPANY_CONTACT.email}`,
];

export function plainText(body: MailBody): string {
  const blocks = [body.greeting, ...body.paragraphs];
  if (body.details.length > 0) {
    blocks.push(body.details.map((d) => `${d.label}: ${d.value}`).join('\n'));
  }
  if (body.action) blocks.push(`${body.action.label}:\n${body.action.url}`);
  blocks.push(...body.closing, SIGNATURE, FOOTER.join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeHtml(text)}</p>`;

const link = (href: string, text: string, style = '') =>
  `<a href="${escapeHtml(href)}" style="color:${C.navyLink};${style}">${escapeHtml(text)}</a>`;

function detailsTable(details: Detail[]): string {
  if (details.length === 0) return '';
  const rows = details
    .map(
      (d) =>
        `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;font-weight:700;color:${C.navy};white-space:nowrap">${escapeHtml(d.label)}</th>` +
        `<td style="padding:6px 0;vertical-align:top;overflow-wrap:anywhere">${escapeHtml(d.value)}</td></tr>`,
    )
    .join('');
  return `<table role="table" style="width:100%;border-collapse:collapse;margin:0 0 20px;font-size:16px;line-height:1.4"><tbody>${rows}</tbody></table>`;
}

/** The button, then the address spelled out, broken anywhere so that it fits a phone's width. */
function actionBlock(action: NonNullable<MailBody['action']>): string {
  const button = `<p style="margin:0 0 16px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${C.amber};color:${C.navy};padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:700;font-size:16px">${escapeHtml(action.label)}</a></p>`;
  const spelled = `<p style="margin:0 0 16px;font-size:14px;line-height:1.5;color:${C.muted}">${escapeHtml(ACTION_FALLBACK)}<br>${link(action.url, action.url, 'overflow-wrap:anywhere;word-break:break-all')}</p>`;
  return button + spelled;
}

const footer = () =>
  `<div style="padding:16px 24px;background:${C.surface};font-size:14px;line-height:1.5;color:${C.muted}">` +
  `<p style="margin:0">${escapeHtml(FOOTER[0]!)}</p>` +
  `<p style="margin:0">${link(telephoneHref(OFFICE_PHONE), OFFICE_PHONE)} · ${link(`mailto:${COMPANY_CONTACT.email}`, COMPANY_CONTACT.email)}</p>` +
  '</div>';

/**
 * Simple, accessible HTML in the site's colours: one column at most 600 px wide that narrows
 * with the screen, real text (no images), a language, a title, a data table with header cells,
 * enough contrast, and inline styles, which every mail client keeps.
 */
export function html(subject: string, body: MailBody): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${C.surface};color:${C.ink};font-family:Arial,Helvetica,sans-serif">`,
    `<div role="article" aria-label="${escapeHtml(subject)}" style="max-width:600px;margin:0 auto;background:#ffffff;overflow-wrap:break-word">`,
    `<div style="background:${C.navy};padding:18px 24px;border-bottom:4px solid ${C.amber}"><p style="margin:0;font-size:24px;font-weight:700;color:#ffffff">Keyturn</p></div>`,
    '<div style="padding:24px">',
    paragraph(body.greeting),
    ...body.paragraphs.map(paragraph),
    detailsTable(body.details),
    body.action ? actionBlock(body.action) : '',
    ...body.closing.map(paragraph),
    `<p style="margin:0;font-size:16px;line-height:1.5">${escapeHtml(SIGNATURE)}</p>`,
    '</div>',
    footer(),
    '</div></body></html>',
  ].join('\n');
}
