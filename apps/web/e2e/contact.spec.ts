import { DEMO, expect, latestMailTo, logIn, test, uniqueEmail } from './support/fixtures';

test('a brand sends the contact form: empty fields are refused, then the message reaches support', async ({
  page,
  request,
}) => {
  await logIn(page, { as: 'brand', email: 'hartwell@equicreators.test' });
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByText('Mon-Fri 8am to 5pm')).toBeVisible();

  const form = page.getByRole('form', { name: 'Contact Us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  for (const error of ['Enter your first name', 'Enter your last name', 'Enter your message']) {
    await expect(form.getByText(error)).toBeVisible();
  }

  const replyTo = uniqueEmail('hartwell.team');
  const message = `Can we sponsor the spring retreat? (${replyTo})`;
  await form.getByLabel('First name').fill('Harriet');
  await form.getByLabel('Last name').fill('Wells');
  await form.getByLabel('Email').fill(replyTo);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Email sent successfully!')).toBeVisible();
  await expect(form.getByLabel('Message')).toHaveValue('');

  const mail = await latestMailTo(request, DEMO.supportEmail, 'Harriet Wells');
  expect(mail.text).toContain(message);
});
