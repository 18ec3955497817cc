import { HealthResponseSchema } from '@equicreators/shared';
import { expectCleanScreen } from './support/clean-screen';
import { DEMO, expect, logIn, test } from './support/fixtures';
import { saveShot } from './support/shots';

const PHONE = { width: 390, height: 844 };
const ENGINE_NAMES = { pglite: 'PGlite (embedded)', postgres: 'PostgreSQL' } as const;

// Issue 35, health that says why: an admin reads how the site runs, this server process among the cluster.
test('an admin opens Status and sees this server process alive, the database, the outbox and the backups', async ({
  page,
  request,
}) => {
  const health = HealthResponseSchema.parse(await (await request.get('/api/health')).json());
  await logIn(page, { as: 'admin', email: DEMO.admin });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Status', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/status$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Status' })).toBeVisible();

  const database = page.getByRole('region', { name: 'Database and e-mail' });
  await expect(database.getByText(ENGINE_NAMES[health.database.engine], { exact: true })).toBeVisible();
  await expect(database.getByText('E-mails waiting')).toBeVisible();
  await expect(database.getByText('Oldest waiting')).toBeVisible();

  // The server beats at start: its card is there, alive, with the version /api/health names.
  const processes = page.getByRole('region', { name: 'Server processes' });
  await expect(processes.getByText(/^\d+ process(es)?, \d+ alive\./)).toBeVisible();
  const own = processes.getByRole('listitem').filter({ hasText: 'This process' });
  await expect(own.getByText('Alive', { exact: true })).toBeVisible();
  await expect(own.getByText(health.version, { exact: true })).toBeVisible();
  await expect(own.getByText(/^Last heartbeat \d+ (s|min) ago$/)).toBeVisible();

  await expect(page.getByRole('region', { name: 'Backups' })).toBeVisible();
  await saveShot(page, 'admin-status-desk');

  await page.setViewportSize(PHONE);
  await expectCleanScreen(page);
  await saveShot(page, 'admin-status-phone');
});
