/** The one admin of the e2e runs: the server gets it in ADMIN_EMAILS (playwright.config.ts) and safety-users.ts signs it up. */
export const E2E_ADMIN_EMAIL = 'e2e-admin@campus.test';
