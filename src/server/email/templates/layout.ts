/** The frame every PerRound e-mail shares: a plain-text part and an HTML part saying the same thing. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /** Extra headers, e.g. List-Unsubscribe on alerts. */
  headers?: Record<string, string>;
}

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. how long the link lasts. */
  footnote?: string;
  /** Small links after the footnote (e.g. unsubscribe). */
  links?: Array<{ label: string; url: string }>;
}

export function escapeHtml(value: string) {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, greeting, paragraphs, action, footnote, links = [] } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
    ...links.map((l) => `${l.label}: ${l.url}`),
    ...(links.length ? [''] : []),
    '— PerRound, Canadian ammunition and firearm prices compared',
  ].join('\n');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0d6efd;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">PerRound</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
${footnote ? `<p style="font-size:13px;color:#555">${escapeHtml(footnote)}</p>` : ''}
${links.length ? `<p style="font-size:13px;color:#555">${links.map((l) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`).join(' · ')}</p>` : ''}
<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0">
<p style="font-size:12px;color:#6c757d">PerRound: Canadian ammunition and firearm prices compared. All prices in CAD.</p>
</body></html>`;
  return { subject, text, html };
}

/**
 * A first name is typed by whoever registers, so it is greeted only when it looks like a name: letters, spaces,
 * apostrophes, hyphens and dots, at most 40 characters. Anything else (a link, a sentence, control characters)
 * would let a stranger write into our own e-mail, so the greeting stays generic.
 */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .-]{0,39}$/u;

export function greetingFor(firstName?: string | null) {
  const name = firstName?.trim();
  return name && NAME.test(name) && !/\.\S/.test(name) ? `Hi ${name},` : 'Hi,';
}

/** User-supplied text in an e-mail: control characters dropped, cut at `max` characters. */
export function boundedText(value: string, max: number) {
  const clean = value.replace(/[\p{Cc}\p{Cf}]/gu, '');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}
