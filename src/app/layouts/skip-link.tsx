/**
 * "Skip to content" (decision 012, rule 3): the first Tab stop of every layout, shown when it has
 * focus; it moves focus to the page's <main id="main"> (so the next Tab is the page's first
 * control), without a history entry.
 */
export function SkipLink() {
  return (
    <a
      href="#main"
      onClick={(event) => {
        const main = document.getElementById('main');
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      className="fixed top-2 left-2 z-[60] -translate-y-24 rounded-md bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground shadow-md outline-none focus-visible:translate-y-0 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      Skip to content
    </a>
  );
}
