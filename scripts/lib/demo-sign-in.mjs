/**
 * Run inside a page of the app's origin (Playwright's or Puppeteer's page.evaluate): signs a demo
 * account in (the demo member unless told) and stores it as the login screen would. Returns the
 * account's id.
 */
export async function storeDemoSignIn(email = 'member@example.com') {
  const response = await fetch('/api/v1/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo1234' }),
  });
  const body = await response.json();
  localStorage.setItem('auth_token', body.token);
  localStorage.setItem('auth_response', JSON.stringify(body));
  return String(body.user.id);
}
