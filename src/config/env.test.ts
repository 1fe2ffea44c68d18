import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('takes the defaults of README and .env.example when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      apiBaseUrl: 'http://127.0.0.1:4010',
      appName: 'Jobboard',
      gtmId: '',
      employerSiteUrl: '/employer/sign-in',
      careerAdviceUrl: 'https://blog.example.com/career-advice',
    });
  });

  it('treats an empty variable as unset (a blank line of .env.example)', () => {
    expect(parseEnv({ VITE_GTM_ID: '', VITE_API_BASE_URL: '', VITE_APP_NAME: '' })).toMatchObject({
      gtmId: '',
      apiBaseUrl: 'http://127.0.0.1:4010',
      appName: 'Jobboard',
    });
  });

  it('reads good values, and drops the trailing slash of the API base URL', () => {
    expect(
      parseEnv({
        VITE_API_BASE_URL: 'https://api.example.com/',
        VITE_APP_NAME: 'Careers',
        VITE_GTM_ID: 'GTM-ABC1234',
        VITE_EMPLOYER_SITE_URL: 'https://employers.example.com/sign-in',
        VITE_CAREER_ADVICE_URL: 'https://blog.example.com/advice',
        MODE: 'production',
      }),
    ).toEqual({
      apiBaseUrl: 'https://api.example.com',
      appName: 'Careers',
      gtmId: 'GTM-ABC1234',
      employerSiteUrl: 'https://employers.example.com/sign-in',
      careerAdviceUrl: 'https://blog.example.com/advice',
    });
    expect(parseEnv({ VITE_API_BASE_URL: 'http://127.0.0.1:4170' }).apiBaseUrl).toBe(
      'http://127.0.0.1:4170',
    );
    expect(parseEnv({ VITE_EMPLOYER_SITE_URL: '/employer/sign-in' }).employerSiteUrl).toBe(
      '/employer/sign-in',
    );
  });

  it.each([
    ['VITE_API_BASE_URL', 'localhost:4010'],
    ['VITE_API_BASE_URL', '127.0.0.1:4010'],
    ['VITE_API_BASE_URL', 'ftp://files.example.com'],
    ['VITE_APP_NAME', '   '],
    ['VITE_GTM_ID', 'UA-12345-1'],
    ['VITE_GTM_ID', 'GTM-"><script>'],
    ['VITE_EMPLOYER_SITE_URL', 'employer/sign-in'],
    ['VITE_EMPLOYER_SITE_URL', '//evil.example.com/sign-in'],
    ['VITE_CAREER_ADVICE_URL', 'javascript:alert(1)'],
  ])('stops at start on %s=%s, naming the variable and the value', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(`${name}=${JSON.stringify(value)} is not `);
  });

  it('lists every bad variable in one message', () => {
    expect(() =>
      parseEnv({ VITE_API_BASE_URL: 'not a url', VITE_CAREER_ADVICE_URL: 'blog' }),
    ).toThrow(
      /^Invalid configuration \(see \.env\.example\):\n {2}VITE_API_BASE_URL="not a url" is not an absolute http\(s\) URL such as http:\/\/127\.0\.0\.1:4010\n {2}VITE_CAREER_ADVICE_URL="blog" is not an absolute http\(s\) URL$/,
    );
  });
});
