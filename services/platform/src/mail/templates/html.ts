import { BRAND, COLORS } from './brand';

/** A fragment of HTML that is already safe: it is inserted as it is. Everything else is escaped. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

/** Tagged template for HTML: every interpolated value is escaped unless it is `SafeHtml` (or a list of them). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, part, index) => out + render(values[index - 1]) + part));
}

/** One label/value line of a summary table. */
export const row = (label: string, value: string | SafeHtml, strong = false): SafeHtml =>
  html`<tr>
    <td style="padding:8px 12px 8px 0;color:${COLORS.muted};vertical-align:top;white-space:nowrap">
      ${label}
    </td>
    <td style="padding:8px 0;color:${COLORS.text};${strong ? 'font-weight:bold;font-size:17px' : ''}">
      ${value}
    </td>
  </tr>`;

export const table = (rows: SafeHtml[]): SafeHtml =>
  html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    style="width:100%;border-collapse:collapse;border-top:1px solid ${COLORS.line};border-bottom:1px solid ${COLORS.line};margin:16px 0"
  >
    ${rows}
  </table>`;

export const paragraph = (text: string | SafeHtml): SafeHtml =>
  html`<p style="margin:0 0 14px;line-height:1.5">${text}</p>`;

export const note = (text: string | SafeHtml): SafeHtml =>
  html`<p
    style="margin:0 0 14px;padding:10px 14px;background:${COLORS.paper};border-left:3px solid ${COLORS.gold};line-height:1.5"
  >
    ${text}
  </p>`;

export const link = (href: string, text: string): SafeHtml =>
  html`<a href="${href}" style="color:${COLORS.dark};text-decoration:underline">${text}</a>`;

/** A link that shows its own address, broken anywhere: a signed token is one word wider than a phone. */
export const urlLink = (url: string): SafeHtml =>
  html`<a href="${url}" style="color:${COLORS.dark};text-decoration:underline;word-break:break-all"
    >${url}</a
  >`;

/** The frame of every mail: a dark header with the brand in gold, the content, the contact footer. */
export function layout(options: { lang: string; title: string; body: SafeHtml; footer: SafeHtml }): string {
  return html`<!DOCTYPE html>
    <html lang="${options.lang}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${options.title}</title>
      </head>
      <body style="margin:0;padding:0;background:${COLORS.paper}">
        <table
          role="presentation"
          cellpadding="0"
          cellspacing="0"
          style="width:100%;background:${COLORS.paper}"
        >
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                cellpadding="0"
                cellspacing="0"
                style="width:100%;max-width:600px;background:#ffffff;font-family:Helvetica,Arial,sans-serif;font-size:15px;color:${COLORS.text}"
              >
                <tr>
                  <td
                    style="background:${COLORS.dark};padding:20px 28px;color:${COLORS.gold};font-family:Georgia,'Times New Roman',serif;font-size:20px;letter-spacing:1px"
                  >
                    ${BRAND.name}
                  </td>
                </tr>
                <tr>
                  <td style="padding:28px">${options.body}</td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 28px;border-top:3px solid ${COLORS.gold};color:${COLORS.muted};font-size:13px;line-height:1.5"
                  >
                    ${options.footer}
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `.value;
}

/** `fill` for HTML: the template's own text is escaped, the values are rendered (escaped unless SafeHtml). */
export const fillHtml = (template: string, values: Record<string, string | SafeHtml>): SafeHtml =>
  new SafeHtml(
    template
      .split(/(\{\w+\})/)
      .map((part) => {
        const key = /^\{(\w+)\}$/.exec(part)?.[1];
        return key !== undefined && key in values ? render(values[key]) : escapeHtml(part);
      })
      .join(''),
  );
