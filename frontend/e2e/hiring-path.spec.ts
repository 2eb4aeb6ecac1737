import type { Locator, Page } from '@playwright/test';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessible, scopeFor } from './support/audit';
import { fillProposalTerms, postJob } from './support/api-jobs';
import { expect, test } from './support/fixtures';

/*
 * The whole hiring path (decisions 0071 and 0072), a client and a freelancer each in a browser
 * context of their own, driven through the screens: invitation, proposal, shortlist, offer,
 * counter-offer, contract with the frozen terms, a milestone submitted with a file, sent back,
 * submitted again and approved, and the contract completed. At each step the other party's open
 * screen follows without a reload (the server's pushes: invitation_changed, application_changed,
 * offer_changed, contract_changed, milestone_changed).
 */

const HANDOVER = { name: 'handover-notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Macros, tags and the escalation list.\n') };

function offersModal(page: Page): Locator {
  return page.getByRole('dialog', { name: /^Offers: / });
}

function offerVersion(page: Page, version: number): Locator {
  return offersModal(page).getByRole('region', { name: `Version ${version}` });
}

function milestone(page: Page): Locator {
  return page.getByRole('article', { name: 'Milestone 1: Set up the help desk' });
}

test('a client and a freelancer go from an invitation to a completed contract, each screen following the other live', async ({
  page: clientPage,
  browser,
}) => {
  test.setTimeout(240_000);
  await createMember(clientPage.request, 'Celia', 'client');
  const freelancerContext = await browser.newContext();
  const freelancerPage = await freelancerContext.newPage();
  const freelancer = await createMember(freelancerPage.request, 'Farid', 'freelancer');
  const title = `Help desk for a ceramics shop ${Date.now().toString(36)}`;
  // Any freelancer may apply: the post is not for verified freelancers only.
  const jobId = await postJob(clientPage.request, title);

  // The freelancer keeps the Invitations screen open while the client invites them from Find Freelancers.
  await freelancerPage.goto('/invitations');
  await expect(freelancerPage.getByText('No invitations yet')).toBeVisible();
  await clientPage.goto('/freelancers');
  await clientPage.getByRole('textbox', { name: 'Search service providers' }).fill(freelancer.username);
  const card = clientPage.getByRole('article', { name: 'Farid Tester' });
  await card.getByRole('button', { name: 'Invite to a job' }).click();
  const invite = clientPage.getByRole('dialog', { name: 'Invite Farid Tester to a job' });
  await invite.getByRole('combobox', { name: 'Job' }).click();
  await clientPage.getByRole('option', { name: title }).click();
  await invite.getByLabel('Message (optional)').fill('Your profile fits our shop.');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toHaveCount(0);
  await clientPage.goto('/invitations');
  const sentInvitation = clientPage.getByRole('article', { name: title });
  await expect(sentInvitation).toContainText('invited');

  // The freelancer's screen shows it without a reload; Accept leads to the apply form.
  const invitation = freelancerPage.getByRole('article', { name: title });
  await expect(invitation).toContainText('Your profile fits our shop.');
  await expect(invitation).toContainText('From Celia Tester');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(freelancerPage).toHaveURL(new RegExp(`/jobs/${jobId}/apply$`));
  await expect(sentInvitation).toContainText('accepted');

  // The client watches the pipeline's New stage while the freelancer sends a proposal with a rate.
  await clientPage.goto(`/jobs/${jobId}/applications`);
  await expect(clientPage.getByRole('tab', { name: /^New/ })).toHaveAttribute('aria-selected', 'true');
  await expect(clientPage.getByText('No new proposals')).toBeVisible();
  await freelancerPage.getByLabel('Cover letter').fill('Three years of help desks for small shops.');
  await fillProposalTerms(freelancerPage);
  await freelancerPage.getByRole('button', { name: 'Submit Application' }).click();
  await expect(freelancerPage.getByRole('button', { name: 'Submit Application' })).toHaveCount(0);

  const application = clientPage.getByRole('article', { name: 'Application from Farid Tester' });
  await expect(application).toContainText('Three years of help desks for small shops.');
  await expect(application).toContainText('$18/hr');
  await expect(clientPage.getByTestId('stage-count-new')).toHaveText('1');

  // The client shortlists it: it moves to the Shortlisted stage.
  await application.getByRole('button', { name: 'Shortlist' }).click();
  await expect(clientPage.getByTestId('stage-count-shortlisted')).toHaveText('1');
  await expect(clientPage.getByTestId('stage-count-new')).toHaveText('0');
  await clientPage.getByRole('tab', { name: /^Shortlisted/ }).click();
  await expect(application.getByRole('button', { name: 'Remove from shortlist' })).toBeVisible();

  // The freelancer watches their applications while the client makes an offer with one milestone.
  await freelancerPage.goto('/applications');
  const myApplication = freelancerPage.getByRole('article', { name: title });
  await expect(myApplication).toBeVisible();
  await expect(myApplication.getByRole('button', { name: 'Answer offer' })).toHaveCount(0);

  await application.getByRole('button', { name: 'Make offer' }).click();
  await offersModal(clientPage).getByRole('button', { name: 'Make an offer' }).click();
  await offersModal(clientPage).getByLabel('Rate per hour').fill('20');
  await offersModal(clientPage).getByLabel('Hours per week').fill('20');
  await offersModal(clientPage).getByLabel('Start date').fill('2027-01-04');
  await offersModal(clientPage).getByRole('button', { name: 'Add milestone' }).click();
  await offersModal(clientPage).getByLabel('Milestone 1 title').fill('Set up the help desk');
  await offersModal(clientPage).getByLabel('Milestone 1 due date').fill('2027-01-29');
  await offersModal(clientPage).getByLabel('Notes').fill('Weekday evenings, CET.');
  await offersModal(clientPage).getByRole('button', { name: 'Send offer' }).click();
  await expect(offerVersion(clientPage, 1)).toContainText('$20/hr · 20 h/week');

  // The freelancer sees it without a reload and counters with a higher rate.
  await myApplication.getByRole('button', { name: 'Answer offer' }).click();
  await expect(offerVersion(freelancerPage, 1)).toContainText("the client's offer");
  await expect(offerVersion(freelancerPage, 1)).toContainText('Set up the help desk');
  await expectFitsAndAccessible(freelancerPage, 'the offers of /applications', { scope: 'all rules' });
  await offerVersion(freelancerPage, 1).getByRole('button', { name: 'Counter' }).click();
  await expect(offersModal(freelancerPage).getByLabel('Milestone 1 title')).toHaveValue('Set up the help desk');
  await offersModal(freelancerPage).getByLabel('Rate per hour').fill('24');
  await offersModal(freelancerPage).getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(offerVersion(freelancerPage, 2)).toContainText('your offer');

  // The client's open modal shows the counter-offer; the client accepts it.
  await expect(offerVersion(clientPage, 2)).toContainText("the freelancer's offer");
  await expect(offerVersion(clientPage, 2)).toContainText('$24/hr · 20 h/week');
  await expect(offerVersion(clientPage, 1)).toContainText('countered');
  await offerVersion(clientPage, 2).getByRole('button', { name: 'Accept' }).click();
  // The proposal leaves the Shortlisted stage for Hired, and its offers with it.
  await expect(clientPage.getByText('Offer accepted: the contract is being set up')).toBeVisible();

  // Both see the contract: the freelancer's screen follows the acceptance (the offers close with the hire).
  await expect(offersModal(freelancerPage)).toHaveCount(0);
  const freelancerContractLink = myApplication.getByRole('link', { name: 'View Contract' });
  await expect(freelancerContractLink).toBeVisible();
  // The client's pipeline moves the proposal to Hired.
  await expect(clientPage.getByTestId('stage-count-hired')).toHaveText('1');
  await expect(clientPage.getByTestId('stage-count-shortlisted')).toHaveText('0');
  await clientPage.getByRole('tab', { name: /^Hired/ }).click();
  const clientContractLink = application.getByRole('link', { name: 'View Contract' });
  await expect(clientContractLink).toBeVisible();
  await freelancerContractLink.click();
  await expect(freelancerPage).toHaveURL(/\/contracts\/[0-9a-f-]+$/);
  const contractPath = new URL(freelancerPage.url()).pathname;
  await clientContractLink.click();
  await expect(clientPage).toHaveURL(new RegExp(`${contractPath}$`));

  for (const page of [clientPage, freelancerPage]) {
    await expect(page.getByText('Version 2 of the offer, as accepted')).toBeVisible();
    await expect(page.getByText('$24/hr · 20 h/week')).toBeVisible();
    await expect(page.getByText('Weekday evenings, CET.')).toBeVisible();
    await expect(milestone(page)).toContainText('Open');
    await expect(page.getByText('0 of 1 approved')).toBeVisible();
  }

  // The freelancer submits the milestone with a file; the client's screen shows it.
  await milestone(freelancerPage).getByRole('button', { name: 'Submit' }).click();
  await milestone(freelancerPage).getByLabel('Note for the client').fill('The help desk is live; notes attached.');
  const chooser = freelancerPage.waitForEvent('filechooser');
  await milestone(freelancerPage).getByRole('button', { name: 'Attach files' }).click();
  await (await chooser).setFiles(HANDOVER);
  await expect(milestone(freelancerPage).locator('[data-upload="done"]')).toHaveCount(1);
  await milestone(freelancerPage).getByRole('button', { name: 'Send submission' }).click();
  await expect(milestone(freelancerPage)).toContainText('Waiting for the client');

  await expect(milestone(clientPage)).toContainText('Waiting for the client');
  await expect(milestone(clientPage)).toContainText('The help desk is live; notes attached.');
  await expect(milestone(clientPage).getByText(HANDOVER.name)).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Mark as Complete' })).toBeDisabled();

  // The client asks for changes with a note; the freelancer's screen shows it.
  await milestone(clientPage).getByRole('button', { name: 'Request changes' }).click();
  await milestone(clientPage).getByLabel('What should change').fill('Add the refund macro, please.');
  await milestone(clientPage).getByRole('button', { name: 'Send request' }).click();
  await expect(milestone(clientPage)).toContainText('Changes requested');

  await expect(milestone(freelancerPage)).toContainText('Changes requested');
  await expect(milestone(freelancerPage)).toContainText('Add the refund macro, please.');

  // The freelancer submits again; the client approves.
  await milestone(freelancerPage).getByRole('button', { name: 'Submit again' }).click();
  await milestone(freelancerPage).getByLabel('Note for the client').fill('Refund macro added.');
  await milestone(freelancerPage).getByRole('button', { name: 'Send submission' }).click();
  await expect(milestone(freelancerPage)).toContainText('Waiting for the client');

  await expect(milestone(clientPage)).toContainText('Refund macro added.');
  await milestone(clientPage).getByRole('button', { name: 'Approve' }).click();
  await expect(milestone(clientPage)).toContainText('Approved');
  await expect(clientPage.getByText('1 of 1 approved')).toBeVisible();

  await expect(milestone(freelancerPage)).toContainText('Approved');
  await expect(freelancerPage.getByText('1 of 1 approved')).toBeVisible();
  await expect(freelancerPage.getByRole('progressbar', { name: '1 of 1 milestones approved' })).toHaveAttribute('aria-valuenow', '100');

  // The client completes the contract; the freelancer's screen follows.
  await clientPage.getByRole('button', { name: 'Mark as Complete' }).click();
  await clientPage.getByRole('dialog').getByRole('button', { name: 'Mark as Complete' }).click();
  await expect(clientPage.getByText('completed', { exact: true })).toBeVisible();

  await expect(freelancerPage.getByText('completed', { exact: true })).toBeVisible();
  await expect(freelancerPage.getByRole('link', { name: 'Write Review' })).toBeVisible();
  await expect(freelancerPage.getByText('$24/hr · 20 h/week')).toBeVisible();

  // The contract with its milestone and submissions fits a phone and passes axe, light and dark.
  await freelancerPage.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await freelancerPage.evaluate((stored) => localStorage.setItem('vite-ui-theme', stored), theme);
    await freelancerPage.goto(contractPath);
    await expect(milestone(freelancerPage)).toContainText('Refund macro added.');
    await expect(freelancerPage.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    await expectFitsAndAccessible(freelancerPage, `${contractPath} (${theme})`, { scope: scopeFor(theme) });
  }
  await freelancerContext.close();
});
