import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { postJob } from './support/api-jobs';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';

// Two people, two browser contexts.
test.describe.configure({ timeout: 180_000 });

test('a freelancer keeps a job with its heart and sees it closed in Saved; a client keeps a freelancer from the profile; removing empties the list', async ({
  page: freelancerPage,
  browser,
}) => {
  const word = uniqueName('weekend').replace('_', '');
  const title = `Weekend chat desk ${word}`;

  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await createMember(clientPage.request, 'Cleo', 'client');
  const jobId = await postJob(clientPage.request, title);

  // The freelancer hearts the post on its card; the heart stays pressed on the post's page.
  const freelancer = await createMember(freelancerPage.request, 'Finn', 'freelancer');
  await freelancerPage.goto(`/jobs?search=${word}`);
  const card = freelancerPage.getByTestId('job-card').filter({ hasText: title });
  await card.getByRole('button', { name: 'Save job' }).click();
  await expect(card.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await freelancerPage.goto(`/jobs/${jobId}`);
  await expect(freelancerPage.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Saved lists it, open: no state badge.
  await freelancerPage.getByRole('button', { name: /account menu$/ }).click();
  await freelancerPage.getByRole('menuitem', { name: 'Saved', exact: true }).click();
  await expect(freelancerPage).toHaveURL(/\/saved$/);
  const entry = freelancerPage.getByRole('article', { name: title });
  await expect(entry.getByRole('link', { name: title })).toBeVisible();
  await expect(entry.getByText('Closed')).toHaveCount(0);

  // The client closes the post; the saved entry says so.
  expect((await clientPage.request.post(`/api/jobs/${jobId}/close`)).status()).toBe(200);
  await expectFitsAndAccessibleEverywhere(freelancerPage, '/saved (jobs)', () => expect(entry.getByText('Closed')).toBeVisible());

  // The client hearts the freelancer on their profile and finds them under Saved → Freelancers.
  const freelancerId = (await (await freelancerPage.request.get('/api/auth/user')).json()).id as string;
  await clientPage.goto(`/profile/${freelancerId}`);
  await clientPage.getByRole('button', { name: 'Save freelancer' }).click();
  await expect(clientPage.getByRole('button', { name: 'Saved', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await clientPage.goto('/saved');
  await clientPage.getByRole('tab', { name: 'Freelancers' }).click();
  await expect(clientPage).toHaveURL(/\/saved\?tab=freelancers$/);
  const person = `${freelancer.firstName} ${freelancer.lastName}`;
  await expect(clientPage.getByRole('article', { name: person }).getByRole('link', { name: person })).toBeVisible();
  await expectFitsAndAccessibleEverywhere(clientPage, '/saved (freelancers)', () =>
    expect(clientPage.getByRole('article', { name: person })).toBeVisible(),
  );
  await clientContext.close();

  // Removing the job empties the freelancer's list, and the post's heart is no longer pressed.
  await entry.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(freelancerPage.getByText('No saved jobs yet')).toBeVisible();
  await freelancerPage.goto(`/jobs/${jobId}`);
  await expect(freelancerPage.getByRole('button', { name: 'Save job' })).toHaveAttribute('aria-pressed', 'false');
});
