import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderEmail } from './email-layout';
import { emailTemplatesSource } from './email-layout.mjml';

describe('the email layout', () => {
  it('is committed as compiled from its MJML (run `npm run email-templates` after changing it)', async () => {
    expect(readFileSync(join(__dirname, 'email-templates.ts'), 'utf8')).toBe(await emailTemplatesSource());
  });

  it('puts every value in as text, once, and leaves no placeholder behind', () => {
    const { html, text, subject } = renderEmail({
      subject: 'Your {{greeting}} & <b>news</b>',
      preview: 'A "quoted" preview',
      greeting: 'Hi Ana,',
      paragraphs: ['First <script>alert(1)</script>', 'Second {{actionUrl}}'],
      action: { label: 'Open it', url: 'https://app.example.test/jobs/1?a=1&b=2' },
      footnote: 'Why you got it.',
      unsubscribeUrl: 'https://app.example.test/unsubscribe?token=t',
    });
    expect(subject).toBe('Your {{greeting}} & <b>news</b>');
    expect(html).toContain('<title>Your {{greeting}} &amp; &lt;b&gt;news&lt;/b&gt;</title>');
    expect(html).toContain('First &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Second {{actionUrl}}');
    expect(html).toContain('href="https://app.example.test/jobs/1?a=1&amp;b=2"');
    expect(html).toContain('Open it');
    expect(html).toContain('A &quot;quoted&quot; preview');
    expect(html).toContain('href="https://app.example.test/unsubscribe?token=t"');
    expect(html).toContain('VerifiedWork — verified remote support work.');
    expect(html.match(/\{\{\w+\}\}/g)).toEqual(['{{greeting}}', '{{greeting}}', '{{actionUrl}}']);
    expect(text).toBe(
      [
        'Hi Ana,',
        'First <script>alert(1)</script>',
        'Second {{actionUrl}}',
        'Open it: https://app.example.test/jobs/1?a=1&b=2',
        'Why you got it.',
        'Unsubscribe from these emails: https://app.example.test/unsubscribe?token=t',
        '— VerifiedWork\n',
      ].join('\n\n'),
    );
  });

  it('has no button without an action', () => {
    const { html } = renderEmail({ subject: 'S', preview: 'P', greeting: 'Hi,', paragraphs: ['Only text.'] });
    expect(html).not.toContain('Or open this link');
    expect(html).toContain('Only text.');
    expect(html).not.toMatch(/\{\{\w+\}\}/);
  });
});
