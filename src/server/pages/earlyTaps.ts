import { createHash } from 'node:crypto';
import { TOKEN_STORAGE_KEY } from '../../shared/languages';

/**
 * Written into the head of every page, so that it runs before the visitor can touch anything.
 * Until the app has taken the server's page over (`data-app="ready"`), a button does nothing and a
 * form sent by the browser itself would load the page's address with its fields in the query
 * string, a password included. So a button pressed by then (tap, click, Enter or Space, or Enter
 * in a field, which presses the form's submit button) and a form sent otherwise are held, each
 * once, in order, and pressed or sent again once the app is ready: the menu opens, the language
 * switches, the form is checked and sent, as if the app had been there. The button keeps its focus
 * meanwhile; `aria-busy` on it says the press is pending. It also says on <html> whether a session
 * token is stored (`data-session="stored"`): the header's account link then stays hidden until the
 * automatic login has answered, rather than offering "Log in" to someone logged in (product spec).
 * Plain ES5, no library: it is the only script that runs before the app's.
 */
export const EARLY_TAPS_SCRIPT = `(function () {
  var root = document.documentElement;
  var held = [];
  try {
    if (window.localStorage.getItem('${TOKEN_STORAGE_KEY}')) root.setAttribute('data-session', 'stored');
  } catch (error) {}
  function ready() { return root.getAttribute('data-app') === 'ready'; }
  function hold(item) {
    for (var i = 0; i < held.length; i += 1) if (held[i].element === item.element) return;
    held.push(item);
  }
  document.addEventListener('click', function (event) {
    if (ready() || !(event.target instanceof Element)) return;
    var button = event.target.closest('button');
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    button.setAttribute('aria-busy', 'true');
    hold({ element: button, replay: function () { button.click(); } });
  }, true);
  document.addEventListener('submit', function (event) {
    if (ready()) return;
    event.preventDefault();
    var form = event.target;
    if (form instanceof HTMLFormElement) hold({ element: form, replay: function () { form.requestSubmit(); } });
  }, true);
  new MutationObserver(function () {
    if (!ready() || held.length === 0) return;
    var replaying = held;
    held = [];
    // After the task that made the app ready: every effect of its first render has run.
    setTimeout(function () {
      replaying.forEach(function (item) {
        item.element.removeAttribute('aria-busy');
        if (item.element.isConnected) item.replay();
      });
    }, 0);
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });
})();`;

/** The script's hash, for the pages' Content-Security-Policy: no other inline script may run. */
export const EARLY_TAPS_SCRIPT_HASH = `'sha256-${createHash('sha256').update(EARLY_TAPS_SCRIPT).digest('base64')}'`;

/** The template with the script at the end of its head, before the app's deferred scripts run. */
export function withEarlyTaps(html: string): string {
  return html.replace(/<\/head>/i, () => `<script>${EARLY_TAPS_SCRIPT}</script></head>`);
}
