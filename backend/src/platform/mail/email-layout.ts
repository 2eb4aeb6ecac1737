import mjml2html from 'mjml';

export const PRODUCT_NAME = 'VerifiedWork';

/** What one email says; the layout around it is the same for every email. */
export type EmailContent = {
  subject: string;
  /** The line mail clients show after the subject. */
  preview: string;
  /** "Hi Ana," */
  greeting: string;
  paragraphs: string[];
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
 * Renders the content into the product's one email layout: an MJML template (responsive HTML that
 * mail clients agree on) and the text part from the same content, so both say the same.
 */
export async function renderEmail(content: EmailContent): Promise<RenderedEmail> {
  const paragraphs = content.paragraphs.map((paragraph) => `<mj-text>${escapeHtml(paragraph)}</mj-text>`).join('\n');
  const action = content.action
    ? `<mj-button href="${escapeHtml(content.action.url)}" background-color="#1c7ed6" border-radius="6px" align="left">${escapeHtml(content.action.label)}</mj-button>
       <mj-text font-size="12px" color="#6b7280">Or open this link: <a href="${escapeHtml(content.action.url)}" style="color:#1c7ed6">${escapeHtml(content.action.url)}</a></mj-text>`
    : '';
  const footnote = content.footnote ? `<mj-text font-size="12px" color="#6b7280">${escapeHtml(content.footnote)}</mj-text>` : '';
  const unsubscribe = content.unsubscribeUrl
    ? `<mj-text font-size="12px" color="#6b7280"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b7280">Unsubscribe from these emails</a></mj-text>`
    : '';
  const template = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preview)}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1f2937" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f4f6">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="700" color="#1c7ed6">${PRODUCT_NAME}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" border-radius="8px" padding="16px 8px">
      <mj-column>
        <mj-text>${escapeHtml(content.greeting)}</mj-text>
        ${paragraphs}
        ${action}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column>
        ${footnote}
        ${unsubscribe}
        <mj-text font-size="12px" color="#6b7280">${PRODUCT_NAME} — verified remote support work.</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html } = await mjml2html(template, { validationLevel: 'strict' });
  return { subject: content.subject, html, text: textPart(content) };
}

function textPart(content: EmailContent): string {
  const blocks = [content.greeting, ...content.paragraphs];
  if (content.action) blocks.push(`${content.action.label}: ${content.action.url}`);
  if (content.footnote) blocks.push(content.footnote);
  if (content.unsubscribeUrl) blocks.push(`Unsubscribe from these emails: ${content.unsubscribeUrl}`);
  blocks.push(`— ${PRODUCT_NAME}`);
  return `${blocks.join('\n\n')}\n`;
}
