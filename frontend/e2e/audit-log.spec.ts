import { readFile } from 'node:fs/promises';
import { createMember } from './support/api-accounts';
import { expectFitsAndAccessibleEverywhere } from './support/audit';
import { expect, test } from './support/fixtures';
import { signInPrepared } from './support/prepared';

test('an administrator opens the audit log of a person from their page, reads it and downloads it as CSV', async ({ page, browser }) => {
  test.setTimeout(150_000);
  await signInPrepared(page.request, 'admin');

  // A member the administrator suspends and lets back in: two entries concerning them.
  const memberContext = await browser.newContext();
  const member = await createMember(memberContext.request, 'Audra');
  const memberId = ((await (await memberContext.request.get('/api/auth/user')).json()) as { id: string }).id;
  await memberContext.close();
  const suspended = await page.request.post('/api/admin/enforcement-actions', {
    data: { kind: 'suspension', subjectId: memberId, reason: 'Asked for a fee, to check the audit log' },
  });
  expect(suspended.status(), await suspended.text()).toBe(201);
  const lifted = await page.request.post(`/api/admin/enforcement-actions/${((await suspended.json()) as { id: string }).id}/lift`, {
    data: { reason: 'Explained on appeal' },
  });
  expect(lifted.status(), await lifted.text()).toBe(200);

  // From the person's page to the log filtered by them: the filter is in the address.
  await page.goto(`/admin/users/${memberId}`);
  await page.getByRole('link', { name: 'Audit log for this person' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit-log\\?personId=${memberId}$`));
  await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
  const filters = page.getByRole('region', { name: 'Filters' });
  await expect(filters.getByRole('link', { name: `Audra Tester (@${member.username})` })).toBeVisible();
  const entries = page.getByRole('list', { name: 'Audit log entries' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Lifted an enforcement action');
  await expect(entries.nth(1)).toContainText('Suspended an account');
  await entries.nth(1).getByRole('button', { name: 'Show details' }).click();
  await expect(entries.nth(1).getByText(/"reason": "Asked for a fee, to check the audit log"/)).toBeVisible();

  // Narrowed to one action of the enforcement family.
  await filters.getByLabel('Action', { exact: true }).click();
  await page.getByRole('option', { name: 'Suspended an account' }).click();
  await expect(page).toHaveURL(/action=enforcement\.suspended/);
  await expect(entries).toHaveCount(1);

  // The file of the same filters, named by the day; the export is an entry of the log itself.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^verifiedwork-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = text.trimEnd().split('\r\n');
  expect(header).toBe('when,administrator_id,administrator_name,action,subject_type,subject_id,person_id,person_name,before,after');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toContain(`,enforcement.suspended,user,${memberId},${memberId},Audra Tester (@${member.username}),`);
  await expect(page.getByText('Audit log exported')).toBeVisible();
  await page.goto(`/admin/audit-log?personId=${memberId}&action=audit_log.exported`);
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText('Exported the audit log');

  // Readable on a phone and on a desktop, in light and in dark.
  await page.goto(`/admin/audit-log?personId=${memberId}`);
  await expectFitsAndAccessibleEverywhere(page, '/admin/audit-log', async () => {
    await expect(entries).toHaveCount(3);
    await entries.nth(2).getByRole('button', { name: 'Show details' }).click();
    await expect(entries.nth(2).getByText('Before')).toBeVisible();
  });
});
