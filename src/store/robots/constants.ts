/** The page reloads 1.5 s after a successful robots.txt save. */
export const ROBOTS_RELOAD_DELAY_MS = 1500;

export const ROBOTS_NOTICE = 'sightline-robots-txt';

/** Reloads the page; an object of its own so tests can observe the reload. */
export const reloadPage = { run: (): void => window.location.reload() };
