import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';

// Two people, two browser contexts, a post matched through the outbox.
test.describe.configure({ timeout: 180_000 });

test('a freelancer saves a search; a client posts a match; the open tab shows the alert and the feed its reason; the search opens with the post marked new', async ({
  page: freelancerPage,
  browser,
}) => {
  const word = uniqueName('zendesk').replace('_', '');
  const searchName = `Night ${word}`;
  const title = `Zendesk night desk ${word}`;

  // The freelancer saves a search on the job board, with an instant alert.
  await createMember(freelancerPage.request, 'Fern', 'freelancer');
  await freelancerPage.goto(`/jobs?search=${word}`);
  await freelancerPage.getByRole('button', { name: 'Save search' }).click();
  const dialog = freelancerPage.getByRole('dialog', { name: 'Save search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(word);
  await expectFitsAndAccessibleEverywhere(freelancerPage, 'the save search dialog', async () => {
    await freelancerPage.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog.getByLabel('Name')).toBeVisible();
  });
  await dialog.getByLabel('Name').fill(searchName);
  await dialog.getByRole('radio', { name: /Instant/ }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(freelancerPage.getByText('Search saved')).toBeVisible();

  // The freelancer keeps the dashboard open.
  await freelancerPage.setViewportSize({ width: 1280, height: 900 });
  await freelancerPage.goto('/');
  await expect(freelancerPage.getByRole('heading', { name: 'For you' })).toBeVisible();
  await expect(freelancerPage.getByRole('button', { name: 'Notifications' })).toBeVisible();

  // A client, in a browser of their own, posts a matching job through the form.
  const clientContext = await browser.newContext();
  const clientPage = await clientContext.newPage();
  await createMember(clientPage.request, 'Carl', 'client');
  await clientPage.goto('/jobs/new');
  await clientPage.getByLabel('Title').fill(title);
  await clientPage.getByLabel('Description').fill(`Answer Zendesk tickets overnight for a travel agency. Reference ${word}.`);
  await clientPage.getByLabel('Category').click();
  await clientPage.getByRole('option', { name: 'Customer Service' }).click();
  await clientPage.getByLabel('Duration').fill('3 months');
  await clientPage.getByLabel('Lowest rate per hour').fill('18');
  await clientPage.getByLabel('Highest rate per hour').fill('24');
  await clientPage.getByLabel('Hours per week').fill('16');
  await clientPage.getByRole('button', { name: 'Post Job' }).click();
  await expect(clientPage.getByText('Post created')).toBeVisible();
  await clientContext.close();

  // Without a reload, the freelancer's bell counts the alert and names the search.
  const bell = freelancerPage.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible({ timeout: 20_000 });
  await bell.click();
  await expect(freelancerPage.getByLabel(`Unread: New match for “${searchName}”`)).toBeVisible();
  await freelancerPage.keyboard.press('Escape');

  // The dashboard's feed lists the post with why it is there.
  const feedEntry = freelancerPage.getByTestId('feed-item').filter({ hasText: title });
  await expect(feedEntry).toBeVisible();
  await expect(feedEntry.getByText(`Matches your saved search “${searchName}”`)).toBeVisible();

  // The saved searches page counts the new match; Open shows the post marked new.
  await freelancerPage.getByRole('button', { name: /account menu$/ }).click();
  await freelancerPage.getByRole('menuitem', { name: 'Saved searches' }).click();
  const saved = freelancerPage.getByRole('article', { name: searchName });
  await expect(saved.getByText('1 new')).toBeVisible();
  await expectFitsAndAccessibleEverywhere(freelancerPage, '/saved-searches', () => expect(saved).toBeVisible());
  await saved.getByRole('button', { name: 'Open' }).click();
  await expect(freelancerPage).toHaveURL(new RegExp(`/jobs\\?.*search=${word}`));
  const card = freelancerPage.getByTestId('job-card').filter({ hasText: title });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByText('1 new since your last visit')).toBeVisible();
});
