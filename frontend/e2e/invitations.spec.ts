import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { uniqueName } from './support/accounts';
import { createMember } from './support/api-accounts';
import { fillProposalTerms, postJob } from './support/api-jobs';
import { expect, test } from './support/fixtures';

// Each test signs up two people and drives two browser contexts.
test.describe.configure({ timeout: 120_000 });

/** A freelancer in a browser context of their own, with a unique skill the client searches for. */
async function freelancerWithSkill(browser: Browser, firstName: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createMember(page.request, firstName, 'freelancer');
  const skill = uniqueName('skill').replace(/[^a-z0-9]/gi, '');
  const saved = await page.request.patch('/api/users/profile', {
    data: { firstName, lastName: 'Tester', bio: 'Evening chat and email support.', skills: [skill] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, page, skill, name: `${firstName} Tester` };
}

/** Finds the freelancer by their skill in Find Freelancers and opens Invite to a job on their card. */
async function openInviteFromDirectory(clientPage: Page, skill: string, name: string) {
  await clientPage.goto('/freelancers');
  await clientPage.getByPlaceholder('Search by name, skills, or bio...').fill(skill);
  const card = clientPage.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(clientPage.getByRole('article')).toHaveCount(1);
  await card.getByRole('button', { name: 'Invite to a job' }).click();
  return clientPage.getByRole('dialog', { name: `Invite ${name} to a job` });
}

async function chooseJob(page: Page, dialog: ReturnType<Page['getByRole']>, title: string) {
  await dialog.getByRole('combobox', { name: 'Job' }).click();
  await page.getByRole('option', { name: title }).click();
}

async function setAcceptsInvitations(request: APIRequestContext, acceptsInvitations: boolean) {
  const saved = await request.put('/api/invitations/settings', { data: { acceptsInvitations } });
  expect(saved.status(), await saved.text()).toBe(200);
}

test('a client invites from Find Freelancers; the freelancer sees it live, accepts, and sends a proposal the client sees accepted', async ({
  page: clientPage,
  browser,
}) => {
  const title = `Evening chat support ${uniqueName('inv').replace(/[^a-z0-9]/gi, '')}`;
  await createMember(clientPage.request, 'Carla', 'client');
  await postJob(clientPage.request, title);
  const freelancer = await freelancerWithSkill(browser, 'Felix');
  // The freelancer waits on their Invitations screen, with nothing yet.
  await freelancer.page.goto('/invitations');
  await expect(freelancer.page.getByRole('heading', { level: 1, name: 'Invitations' })).toBeVisible();
  await expect(freelancer.page.getByText('No invitations yet')).toBeVisible();

  const dialog = await openInviteFromDirectory(clientPage, freelancer.skill, freelancer.name);
  await chooseJob(clientPage, dialog, title);
  await dialog.getByLabel('Message (optional)').fill('Your evening availability fits this job.');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(clientPage.getByText('Invitation sent')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Live: the list and the bell, without a reload.
  const received = freelancer.page.getByRole('article', { name: title });
  await expect(received).toBeVisible();
  await expect(received.getByText('Your evening availability fits this job.')).toBeVisible();
  await expect(received.getByRole('link', { name: 'Carla Tester' })).toBeVisible();
  const bell = freelancer.page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName(/unread/);
  await bell.click();
  await expect(freelancer.page.getByRole('button', { name: 'Unread: Invitation to a job' })).toBeVisible();
  await freelancer.page.keyboard.press('Escape');

  // The client's Sent box follows the answer live.
  await clientPage.goto('/invitations');
  const sent = clientPage.getByRole('article', { name: title });
  await expect(sent.getByText('invited', { exact: true })).toBeVisible();
  await expect(sent.getByRole('link', { name: freelancer.name })).toBeVisible();

  await received.getByRole('button', { name: 'Accept' }).click();
  await expect(freelancer.page).toHaveURL(/\/jobs\/[0-9a-f-]{36}\/apply$/);
  const letter = freelancer.page.getByLabel('Cover letter');
  await expect(letter).toBeFocused();
  await letter.fill('Thank you for the invitation. I answer chats every weekday evening.');
  await fillProposalTerms(freelancer.page);
  await freelancer.page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(freelancer.page.getByText('Application submitted')).toBeVisible();

  await expect(sent.getByText('accepted', { exact: true })).toBeVisible();
  // The proposal names the invitation it followed.
  const applications = (await (await clientPage.request.get(`/api/applications/job/${await jobIdOf(clientPage, title)}`)).json()) as {
    invitationId: string | null;
  }[];
  expect(applications).toHaveLength(1);
  expect(applications[0].invitationId).not.toBeNull();
  await freelancer.context.close();
});

test('a freelancer who turned invitations off in Settings cannot be invited: the modal says so', async ({
  page: clientPage,
  browser,
  consoleGuard,
}) => {
  const title = `Weekend email support ${uniqueName('inv').replace(/[^a-z0-9]/gi, '')}`;
  await createMember(clientPage.request, 'Corin', 'client');
  await postJob(clientPage.request, title);
  const freelancer = await freelancerWithSkill(browser, 'Odette');

  await freelancer.page.goto('/settings');
  const toggle = freelancer.page.getByRole('switch', { name: 'Receive invitations to jobs' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await expect
    .poll(
      async () =>
        ((await (await freelancer.page.request.get('/api/invitations/settings')).json()) as { acceptsInvitations: boolean })
          .acceptsInvitations,
    )
    .toBe(false);

  const dialog = await openInviteFromDirectory(clientPage, freelancer.skill, freelancer.name);
  await chooseJob(clientPage, dialog, title);
  // The refusal the browser logs is the one this test asks for.
  consoleGuard.expectFailedRequest('/invitations', 409);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByRole('alert')).toContainText('This freelancer does not receive invitations to jobs.');
  await expect(clientPage.getByText('Failed to send the invitation')).toBeVisible();

  // Turned on again, the same invitation goes through.
  await setAcceptsInvitations(freelancer.page.request, true);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(clientPage.getByText('Invitation sent')).toBeVisible();
  await freelancer.context.close();
});

async function jobIdOf(page: Page, title: string): Promise<string> {
  const me = (await (await page.request.get('/api/auth/user')).json()) as { id: string };
  const jobs = (await (await page.request.get(`/api/jobs/client/${me.id}`)).json()) as { id: string; title: string }[];
  return jobs.find((job) => job.title === title)!.id;
}
