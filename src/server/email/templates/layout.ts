/** The frame every PerRound e-mail shares: a plain-text part and an HTML part saying the same thing. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Shown after the button, e.g. how long the link lasts. */
  footnote?: string;
}

export function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, greeting, paragraphs, action, footnote } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...(footnote ? [footnote, ''] : []),
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
<hr style="border:none;border-top:1px solid #dee2e6;margin:24px 0">
<p style="font-size:12px;color:#6c757d">PerRound: Canadian ammunition and firearm prices compared. All prices in CAD.</p>
</body></html>`;
  return { subject, text, html };
}

export function greetingFor(firstName?: string | null) {
  return firstName ? `Hi ${firstName},` : 'Hi,';
}
