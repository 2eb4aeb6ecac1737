import type { Browser, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { fillProposalTerms, postJob } from './support/api-jobs';
import { PROPOSAL_TERMS } from './support/job-terms';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';

/** A cold page's first screen, on a machine shared with other runs, may take longer than one expectation. */
const FIRST_LOAD = { timeout: 60_000 };

/** A one-page PDF that says `words`. */
function pdf(words: string): Buffer {
  const stream = `BT /F1 24 Tf 20 100 Td (${words}) Tj ET`;
  return Buffer.from(
    [
      '%PDF-1.4',
      '1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj',
      '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj',
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 200]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj',
      `4 0 obj<</Length ${stream.length}>>stream`,
      stream,
      'endstream endobj',
      '5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj',
      'trailer<</Root 1 0 R>>',
      '%%EOF',
      '',
    ].join('\n'),
  );
}

const CV = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdf('Three years of help desks') };

async function freelancerIn(browser: Browser, firstName: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createMember(page.request, firstName, 'freelancer');
  return page;
}

function card(page: Page, name: string) {
  return page.getByRole('article', { name: `Application from ${name}` });
}

function stageTab(page: Page, stage: string) {
  return page.getByRole('tab', { name: new RegExp(`^${stage}`) });
}

test('a client works proposals through the pipeline live, and freelancers read and edit theirs', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const client = page;
  await createMember(client.request, 'Cleo', 'client');
  const jobId = await postJob(client.request, 'Evening help desk');
  await client.goto(`/jobs/${jobId}/applications`);
  await expect(stageTab(client, 'New')).toHaveAttribute('aria-selected', 'true', FIRST_LOAD);
  await expect(client.getByText('No new proposals')).toBeVisible();

  // Ada applies in the browser with a rate, hours and a PDF.
  const ada = await freelancerIn(browser, 'Ada');
  await ada.goto(`/jobs/${jobId}`);
  await ada.getByLabel('Cover letter').fill('Three years of help desks for small shops.', FIRST_LOAD);
  await fillProposalTerms(ada);
  const chooser = ada.waitForEvent('filechooser');
  await ada.getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles([CV]);
  await expect(ada.getByRole('list', { name: 'Attached files' }).getByRole('listitem')).toHaveAttribute('data-upload', 'done');
  await ada.getByRole('button', { name: 'Submit Application' }).click();
  await expect(ada.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

  // Bo applies too (through the API: the form is the same).
  const bo = await freelancerIn(browser, 'Bo');
  const sent = await bo.request.post('/api/applications', { data: { jobId, coverLetter: 'I can start next week.', ...PROPOSAL_TERMS } });
  expect(sent.status()).toBe(201);

  // The client sees both arrive live under New, with the terms and the file.
  const adaCard = card(client, 'Ada Tester');
  await expect(adaCard).toBeVisible();
  await expect(card(client, 'Bo Tester')).toBeVisible();
  await expect(stageTab(client, 'New')).toContainText('2');
  await expect(adaCard.getByText('$18/hr')).toBeVisible();
  await expect(adaCard.getByText('20 h/week')).toBeVisible();

  // The client opens the file: a new tab shows it.
  const opened = client.waitForEvent('popup');
  await adaCard.getByRole('button', { name: /^Open cv\.pdf/ }).click();
  const tab = await opened;
  await tab.waitForURL(/\/api\/storage\/objects\//);
  await tab.close();

  // Shortlisting moves Ada to Shortlisted, and the counts follow.
  await adaCard.getByRole('button', { name: 'Shortlist' }).click();
  await expect(card(client, 'Ada Tester')).toHaveCount(0);
  await expect(stageTab(client, 'New')).toContainText('1');
  await expect(stageTab(client, 'Shortlisted')).toContainText('1');

  // Declining Bo asks why; Bo reads the reason and the note in My Applications.
  await card(client, 'Bo Tester').getByRole('button', { name: 'Decline' }).click();
  const dialog = client.getByRole('dialog', { name: 'Decline proposal' });
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await dialog.getByRole('option', { name: 'Availability does not match' }).click();
  await dialog.getByLabel('Note (optional)').fill('We need mornings, sorry.');
  await dialog.getByRole('button', { name: 'Decline' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(stageTab(client, 'Declined')).toContainText('1');
  await expect(client.getByText('No new proposals')).toBeVisible();

  await bo.goto('/applications');
  const boApplication = bo.getByRole('article', { name: 'Evening help desk' });
  await expect(boApplication.getByText('declined')).toBeVisible(FIRST_LOAD);
  await expect(boApplication.getByTestId('decline-reason')).toContainText('Availability does not match');
  await expect(boApplication.getByTestId('decline-reason')).toContainText('We need mornings, sorry.');

  // Ada reads hers under review, edits the rate; the client sees the new one live.
  await stageTab(client, 'Shortlisted').click();
  await expect(card(client, 'Ada Tester').getByText('$18/hr')).toBeVisible();
  await ada.goto('/applications');
  const adaApplication = ada.getByRole('article', { name: 'Evening help desk' });
  await expect(adaApplication.getByText('under review')).toBeVisible(FIRST_LOAD);
  await adaApplication.getByRole('button', { name: 'Edit' }).click();
  const edit = ada.getByRole('dialog', { name: 'Edit proposal' });
  await expect(edit.getByText('cv.pdf')).toBeVisible();
  await edit.getByLabel('Rate per hour').fill('25');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  await expect(adaApplication.getByText('$25/hr')).toBeVisible();
  await expect(card(client, 'Ada Tester').getByText('$25/hr')).toBeVisible();

  // The pipeline and My Applications fit a phone and a desktop, light and dark, and pass axe (the scheme is read at load).
  for (const [screen, viewer, content] of [
    [`/jobs/${jobId}/applications`, client, () => card(client, 'Ada Tester')],
    ['/applications', bo, () => boApplication],
  ] as const) {
    await expectFitsAndAccessibleEverywhere(viewer, screen, async () => {
      if (viewer === client) await stageTab(client, 'Shortlisted').click();
      await expect(content()).toBeVisible(FIRST_LOAD);
    });
  }
  for (const freelancer of [ada, bo]) await freelancer.context().close();
});
