import { EMAIL_LAYOUTS } from './email-templates';

export const PRODUCT_NAME = 'VerifiedWork';

/** What one email says; the layout around it is the same for every email. */
export type EmailContent = {
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  /** "Hi Ana," */
  greeting: string;
  paragraphs: string[];
  /** Links listed after the paragraphs, one a line (a digest's items, each to its screen). */
  links?: { label: string; url: string }[];
  /** The one thing to do, leading to the exact screen (an absolute URL). */
  action?: { label: string; url: string };
  /** Why the user got this email, or what to do if they did not ask for it. */
  footnote?: string;
  /** Where one click turns this kind of email off (shown in the footer). */
  unsubscribeUrl?: string;
};

export type RenderedEmail = { subject: string; text: string; html: string };

const ESCAPED: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Every value placed in the template is text, never markup. */
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPED[character]);
}

/**
 * Renders the content into the product's one email layout (compiled from MJML ahead of time, see
 * email-layout.mjml.ts), every value escaped, and the text part from the same content, so both say
 * the same. One pass over the layout: a value that contains `{{…}}` is never read as a placeholder.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const footer = [
    content.footnote ? `<p style="margin:0 0 8px 0">${escapeHtml(content.footnote)}</p>` : '',
    content.unsubscribeUrl
      ? `<p style="margin:0 0 8px 0"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from these emails</a></p>`
      : '',
  ].join('');
  const values: Record<string, string> = {
    productName: PRODUCT_NAME,
    subject: escapeHtml(content.subject),
    preview: escapeHtml(content.preview),
    greeting: escapeHtml(content.greeting),
    paragraphs: [
      ...content.paragraphs.map((paragraph) => `<p style="margin:0 0 12px 0">${escapeHtml(paragraph)}</p>`),
      ...(content.links ?? []).map(
        ({ label, url }) => `<p style="margin:0 0 8px 0"><a href="${escapeHtml(url)}" style="color:#1c7ed6">${escapeHtml(label)}</a></p>`,
      ),
    ].join(''),
    actionUrl: escapeHtml(content.action?.url ?? ''),
    actionLabel: escapeHtml(content.action?.label ?? ''),
    footer,
  };
  const layout = content.action ? EMAIL_LAYOUTS.withAction : EMAIL_LAYOUTS.withoutAction;
  const html = layout.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => values[name] ?? placeholder);
  return { subject: content.subject, html, text: textPart(content) };
}

function textPart(content: EmailContent): string {
  const blocks = [content.greeting, ...content.paragraphs, ...(content.links ?? []).map(({ label, url }) => `${label}: ${url}`)];
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) blocks.push(content.footnote);
  if (content.unsubscribeUrl) blocks.push(`Unsubscribe from these emails: ${content.unsubscribeUrl}`);
  blocks.push(`— ${PRODUCT_NAME}`);
  return `${blocks.join('\n\n')}\n`;
}
