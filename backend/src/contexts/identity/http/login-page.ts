import { PASSWORD_RULE } from '../domain/password';
import { sameOriginUrl } from './next-url';

/** The look of the pages served under /api (sign-in, sign-out): the app's colours, light or dark. */
const SESSION_PAGE_STYLE = `  :root { color-scheme: light; --bg: #f8f9fa; --card: #fff; --text: #212529; --muted: #5c636a; --border: #dee2e6; --accent: #1971c2; --on-accent: #fff; --error: #c92a2a; }
  :root.dark { color-scheme: dark; --bg: #1a1b1e; --card: #25262b; --text: #e9ecef; --muted: #a6a7ab; --border: #373a40; --accent: #4dabf7; --on-accent: #1a1b1e; --error: #ff6b6b; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: min(420px, calc(100vw - 32px)); background: var(--card); border: 1px solid var(--border); border-radius: 12px; padding: 28px; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  p.lead { margin: 0 0 20px; color: var(--muted); }
  .tabs { display: grid; grid-template-columns: 1fr 1fr; gap: 4px; background: var(--bg); border-radius: 8px; padding: 4px; margin-bottom: 20px; }
  .tabs button { border: 0; border-radius: 6px; padding: 8px; background: transparent; color: var(--muted); font: inherit; cursor: pointer; }
  .tabs button[aria-selected="true"] { background: var(--card); color: var(--text); font-weight: 600; }
  label { display: block; font-weight: 500; margin: 12px 0 4px; }
  input { width: 100%; padding: 9px 12px; border: 1px solid var(--border); border-radius: 8px; background: var(--card); color: var(--text); font: inherit; }
  input:focus { outline: 2px solid var(--accent); outline-offset: -1px; }
  .names { display: grid; grid-template-columns: 1fr 1fr; gap: 12px; }
  button.submit { width: 100%; margin-top: 20px; padding: 10px; border: 0; border-radius: 8px; background: var(--accent); color: var(--on-accent); font: inherit; font-weight: 600; cursor: pointer; }
  button.submit:disabled { opacity: .6; cursor: wait; }
  .error { color: var(--error); margin: 12px 0 0; min-height: 1.5em; }
  .hint { color: var(--muted); font-size: 13px; margin: 4px 0 0; }
  a { color: var(--accent); }
  [hidden] { display: none !important; }
  .field-error { color: var(--error); font-size: 13px; margin: 4px 0 0; }
  .field-error:empty { display: none; }
  input[aria-invalid="true"] { border-color: var(--error); }
`;

/** Follows the theme the app stored (vite-ui-theme), before the page paints. */
const APPLY_THEME = `var stored = localStorage.getItem('vite-ui-theme') || 'light';
  var dark = stored === 'dark' || (stored === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);`;

/** A page served under /api: the shared head and style, the page's markup, and its one script (no inline script, for the CSP). */
function sessionPage(title: string, main: string, scriptPath: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · VerifiedWork</title>
<style>
${SESSION_PAGE_STYLE}</style>
</head>
<body>
<main>
${main}
</main>
<script src="${scriptPath}"></script>
</body>
</html>`;
}

/**
 * The sign-in page served at /api/login: plain HTML and one script (no inline script, so the
 * Content-Security-Policy stays strict). It calls /api/auth/login or /api/auth/register, then opens
 * ?next= (a page of this site: see sameOriginUrl) or /. A refused field shows the server's
 * message under it.
 */
export const LOGIN_PAGE_HTML = sessionPage(
  'Sign in',
  `  <h1>VerifiedWork</h1>
  <p class="lead">Verified remote support work</p>
  <div class="tabs" role="tablist">
    <button type="button" role="tab" id="tab-signin" aria-selected="true">Sign in</button>
    <button type="button" role="tab" id="tab-signup" aria-selected="false">Create account</button>
  </div>
  <form id="auth-form" method="post" novalidate>
    <div class="names" id="name-fields" hidden>
      <div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" maxlength="50" aria-describedby="firstName-error"><p class="field-error" id="firstName-error"></p></div>
      <div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" maxlength="50" aria-describedby="lastName-error"><p class="field-error" id="lastName-error"></p></div>
    </div>
    <label for="email">Email</label>
    <input id="email" name="email" type="email" autocomplete="email" required maxlength="254" aria-describedby="email-error">
    <p class="field-error" id="email-error"></p>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required maxlength="128" aria-describedby="password-hint password-error">
    <p class="hint" id="password-hint" hidden>${PASSWORD_RULE}</p>
    <p class="field-error" id="password-error"></p>
    <p class="error" id="form-error" role="alert"></p>
    <button class="submit" type="submit" id="submit">Sign in</button>
  </form>
  <p class="hint"><a href="/">Back to the home page</a></p>`,
  '/api/login/script.js',
);

export const LOGIN_PAGE_SCRIPT = `(function () {
  ${APPLY_THEME}

  var sameOriginUrl = ${sameOriginUrl.toString()};
  var params = new URLSearchParams(location.search);
  var mode = params.get('mode') === 'signup' ? 'signup' : 'signin';
  // Where to go after signing in: a page of this site only (never another origin).
  var destination = sameOriginUrl(params.get('next'), location.origin);
  var fieldNames = ['firstName', 'lastName', 'email', 'password'];
  var form = document.getElementById('auth-form');
  var submit = document.getElementById('submit');
  var errorBox = document.getElementById('form-error');

  function setMode(next) {
    mode = next;
    var signup = mode === 'signup';
    document.getElementById('tab-signin').setAttribute('aria-selected', String(!signup));
    document.getElementById('tab-signup').setAttribute('aria-selected', String(signup));
    document.getElementById('name-fields').hidden = !signup;
    document.getElementById('password-hint').hidden = !signup;
    document.getElementById('password').setAttribute('autocomplete', signup ? 'new-password' : 'current-password');
    submit.textContent = signup ? 'Create account' : 'Sign in';
    clearErrors();
  }

  function clearErrors() {
    errorBox.textContent = '';
    fieldNames.forEach(function (name) {
      document.getElementById(name + '-error').textContent = '';
      form[name].removeAttribute('aria-invalid');
    });
  }

  // The server's messages by the fields they are about; the rest above the button.
  function showErrors(body) {
    var fields = (body && body.details && body.details.fields) || [];
    var unplaced = [];
    fields.forEach(function (field) {
      if (fieldNames.indexOf(field.field) >= 0 && form[field.field].offsetParent !== null) {
        document.getElementById(field.field + '-error').textContent = field.errors[0];
        form[field.field].setAttribute('aria-invalid', 'true');
      } else {
        unplaced.push(field.errors[0]);
      }
    });
    if (fields.length === 0) unplaced.push(body.message || 'Something went wrong');
    errorBox.textContent = unplaced.join(' ');
  }

  document.getElementById('tab-signin').addEventListener('click', function () { setMode('signin'); });
  document.getElementById('tab-signup').addEventListener('click', function () { setMode('signup'); });
  setMode(mode);

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    clearErrors();
    var data = { email: form.email.value.trim(), password: form.password.value };
    if (mode === 'signup') {
      data.firstName = form.firstName.value.trim();
      data.lastName = form.lastName.value.trim();
    }
    submit.disabled = true;
    fetch(mode === 'signup' ? '/api/auth/register' : '/api/auth/login', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    })
      .then(function (response) {
        if (response.ok) { location.assign(destination); return; }
        return response.json().then(showErrors, function () {
          errorBox.textContent = response.status + ': ' + response.statusText;
        });
      })
      .catch(function () { errorBox.textContent = 'Could not reach the server. Check your connection.'; })
      .finally(function () { submit.disabled = false; });
  });
})();`;

/**
 * GET /api/logout when the navigation did not start on this site (a link or image elsewhere):
 * nothing is ended until the user confirms here, which posts to /api/auth/logout.
 */
export const LOGOUT_PAGE_HTML = sessionPage(
  'Sign out',
  `  <h1>Sign out of VerifiedWork?</h1>
  <p class="lead">You followed a sign-out link. Confirm to end your session on this device.</p>
  <p class="error" id="form-error" role="alert"></p>
  <button class="submit" type="button" id="confirm-logout">Sign out</button>
  <p class="hint"><a href="/">Stay signed in and go to the home page</a></p>`,
  '/api/logout/script.js',
);

export const LOGOUT_PAGE_SCRIPT = `(function () {
  ${APPLY_THEME}

  var button = document.getElementById('confirm-logout');
  button.addEventListener('click', function () {
    button.disabled = true;
    fetch('/api/auth/logout', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } })
      .then(function (response) {
        if (response.ok) { location.assign('/'); return; }
        document.getElementById('form-error').textContent = response.status + ': ' + response.statusText;
      })
      .catch(function () { document.getElementById('form-error').textContent = 'Could not reach the server. Check your connection.'; })
      .finally(function () { button.disabled = false; });
  });
})();`;
