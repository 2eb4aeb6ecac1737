import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, expectFitsAndAccessibleEverywhere, scopeFor } from './support/audit';
import { expect, test } from './support/fixtures';

test('a client posts an hourly job with a range; a freelancer filters by rate, finds it, and sorts by the highest pay', async ({
  page: clientPage,
  browser,
}) => {
  test.setTimeout(120_000);
  const word = uniqueName('zq').replace('_', '');
  const title = `Night chat support ${word}`;

  // The client posts an hourly offer of $28–36 an hour, 20 hours a week, overlapping 4 hours with Berlin.
  await createMember(clientPage.request, 'Pia', 'client');
  await clientPage.goto('/jobs/new');
  await clientPage.getByLabel('Title').fill(title);
  await clientPage.getByLabel('Description').fill(`Answer chats on weeknights. Reference ${word}.`);
  await clientPage.getByLabel('Category').click();
  await clientPage.getByRole('option', { name: 'Chat Operator' }).click();
  await clientPage.getByLabel('Lowest rate per hour').fill('28');
  await clientPage.getByLabel('Highest rate per hour').fill('36');
  await clientPage.getByLabel('Hours per week').fill('20');
  await clientPage.getByRole('combobox', { name: /Time zone/ }).fill('Europe/Berl');
  await clientPage.getByRole('option', { name: 'Europe/Berlin' }).click();
  await clientPage.getByLabel('Overlap hours a day').fill('4');
  await expectFitsAndAccessible(clientPage, '/jobs/new with pay filled in', { scope: scopeFor('light') });
  await clientPage.getByRole('button', { name: 'Post Job' }).click();
  await expect(clientPage.getByText('Post created')).toBeVisible();
  await expect(clientPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(clientPage.getByText('$28–36/hr · 20 h/week')).toBeVisible();
  await expect(clientPage.getByText('4 h/day overlap with Europe/Berlin')).toBeVisible();

  // A second, cheaper offer by the same client, through the API.
  const cheaper = await clientPage.request.post('/api/jobs', {
    data: {
      jobType: 'job_offer',
      title: `Weekend chat support ${word}`,
      description: 'Answer chats on weekends.',
      category: 'chat-operator',
      pay: { type: 'hourly', currency: 'USD', minimum: 1200, maximum: 1500 },
      hoursPerWeek: 10,
    },
  });
  expect(cheaper.status()).toBe(201);

  // A freelancer looks for $30–40 an hour in USD: the range $28–36 reaches into it; $12–15 does not.
  const context = await browser.newContext();
  const page = await context.newPage();
  await createMember(page.request, 'Femi', 'freelancer');
  await page.goto(`/jobs?search=${word}`);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article', { name: `Weekend chat support ${word}` })).toBeVisible();
  await page.getByRole('radio', { name: 'Hourly' }).check();
  await page.getByLabel('Currency').click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await page.getByLabel('Min rate /hr').fill('30');
  await page.getByLabel('Min rate /hr').press('Enter');
  await page.getByLabel('Max rate /hr').fill('40');
  await page.getByLabel('Max rate /hr').press('Enter');
  await expect(page).toHaveURL(/minRate=30/);
  await expect(page).toHaveURL(/maxRate=40/);
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await expect(page.getByRole('article', { name: `Weekend chat support ${word}` })).toBeHidden();
  await expect(page.getByRole('article', { name: title }).getByText('$28–36/hr · 20 h/week')).toBeVisible();

  // Without the rate range, sorted by the highest pay: the better-paid offer comes first.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.goto(`/jobs?search=${word}&sort=pay_high`);
  await expect(page.getByLabel('Sort')).toHaveValue('Highest pay');
  const cards = page.getByTestId('job-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toHaveAttribute('aria-label', title);
  await expect(cards.nth(1)).toHaveAttribute('aria-label', `Weekend chat support ${word}`);
  // The filters and the cards with their pay read on a phone and a desktop, in light and in dark.
  await expectFitsAndAccessibleEverywhere(page, '/jobs by highest pay', () =>
    expect(cards.nth(0).getByText('$28–36/hr · 20 h/week')).toBeVisible(),
  );
  await context.close();
});
