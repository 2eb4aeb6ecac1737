import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { emailTemplatesSource } from '../platform/mail/email-layout.mjml';

// Compiles the MJML email layout to the HTML the app sends (see email-layout.mjml.ts).
const target = resolve(__dirname, '../platform/mail/email-templates.ts');

emailTemplatesSource()
  .then((source) => {
    writeFileSync(target, source);
    console.log(`Wrote ${target}`);
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
