/** Build-time configuration (see .env.example). */
export const env = {
  appName: import.meta.env.VITE_APP_NAME || 'Jobboard',
  gtmId: import.meta.env.VITE_GTM_ID || '',
  employerSiteUrl: import.meta.env.VITE_EMPLOYER_SITE_URL || '/employer/sign-in',
  careerAdviceUrl:
    import.meta.env.VITE_CAREER_ADVICE_URL || 'https://blog.example.com/career-advice',
} as const;

/** "Jobs | Jobboard": page name, separator, product name. */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${env.appName}` : env.appName;
}
