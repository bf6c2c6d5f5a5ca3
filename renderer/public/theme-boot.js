/* global window, document */
// Applies the chosen theme before the first paint (a classic script in <head>, so it runs before anything is drawn
// and needs no inline code under the CSP). renderer/stores/theme-store.ts writes the same key; without a choice the
// page follows the system.
(function applyThemeChoice() {
  try {
    var choice = window.localStorage.getItem('channel-desk.theme');
    if (choice === 'light' || choice === 'dark') document.documentElement.dataset.theme = choice;
  } catch {
    // Storage can be unavailable (a locked-down profile): the system's theme applies.
  }
})();
